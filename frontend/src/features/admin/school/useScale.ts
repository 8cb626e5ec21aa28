import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { getScale, saveScale, type ScaleView } from '../../../api/progress.ts';
import { useDocumentEditor } from '../../../lib/useDocumentEditor.ts';
import { SCALE_MAX, SCALE_MIN, scaleDraft, scaleInput, scaleProblem, stepEdits, type StepDraft } from './scaleForm.ts';

/** The school's rating scale being edited (GET and PUT /Ecole/echelle); outcomes told through the notifier. */
export function useScale() {
  const intl = useIntl();
  const keys = useRef(0);
  const problemText = (kind: 'count' | 'name') =>
    intl.formatMessage({ id: kind === 'count' ? 'adminSchool.scale.problemCount' : 'adminSchool.scale.problemName' }, { min: SCALE_MIN, max: SCALE_MAX });
  const editor = useDocumentEditor({
    key: 'admin:scale',
    load: getScale,
    toDraft: (view: ScaleView) => scaleDraft(view.steps),
    toInput: scaleInput,
    check: scaleProblem,
    problemText,
    send: saveScale,
    messages: { loadError: 'adminSchool.scale.loadError', saved: 'adminSchool.scale.saved', saveError: 'adminSchool.scale.saveError' },
  });
  const edit = (change: (current: StepDraft[]) => StepDraft[]) => editor.setDraft((current) => (current === null ? current : change(current)));

  return {
    status: editor.status,
    draft: editor.draft ?? [],
    changed: editor.changed,
    busy: editor.busy,
    tried: editor.tried,
    problem: editor.problem ? problemText(editor.problem) : null,
    reload: editor.reload,
    save: editor.save,
    reset: editor.reset,
    add: () => edit((current) => stepEdits.add(current, `new-${++keys.current}`)),
    set: (index: number, patch: Partial<Pick<StepDraft, 'fr' | 'en'>>) => edit((current) => stepEdits.set(current, index, patch)),
    remove: (index: number) => edit((current) => stepEdits.remove(current, index)),
  };
}
