import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getScale, saveScale, type ScaleView } from '../../../api/progress.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { SCALE_MAX, SCALE_MIN, scaleDraft, scaleInput, scaleProblem, stepEdits, type StepDraft } from './scaleForm.ts';

/** The school's rating scale being edited (GET and PUT /Ecole/echelle); outcomes told through the notifier. */
export function useScale() {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(getScale, 'admin:scale');
  const [view, setView] = useState<ScaleView | null>(null);
  const [draft, setDraft] = useState<StepDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const keys = useRef(0);

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(scaleDraft(loaded.state.data.steps));
  }, [loaded.state]);
  useEffect(() => {
    if (loaded.state.status === 'error') notify.error(errorText(loaded.state.error, 'adminSchool.scale.loadError'));
  }, [loaded.state, notify, errorText]);

  const problem = scaleProblem(draft);
  const problemText = (kind: 'count' | 'name') =>
    intl.formatMessage({ id: kind === 'count' ? 'adminSchool.scale.problemCount' : 'adminSchool.scale.problemName' }, { min: SCALE_MIN, max: SCALE_MAX });
  const changed = view !== null && JSON.stringify(scaleInput(draft)) !== JSON.stringify(scaleInput(scaleDraft(view.steps)));

  const save = async () => {
    setTried(true);
    if (problem) {
      notify.error(problemText(problem));
      return;
    }
    const input = scaleInput(draft);
    setBusy(true);
    try {
      const saved = await saveScale(input, action.keyFor(input));
      action.done();
      setView(saved);
      setDraft(scaleDraft(saved.steps));
      setTried(false);
      notify.success(intl.formatMessage({ id: 'adminSchool.scale.saved' }));
    } catch (error) {
      notify.error(errorText(error, 'adminSchool.scale.saveError'));
    } finally {
      setBusy(false);
    }
  };

  return {
    status: view ? 'done' : loaded.state.status,
    draft,
    changed,
    busy,
    tried,
    problem: tried && problem ? problemText(problem) : null,
    reload: loaded.reload,
    save,
    reset: () => {
      setTried(false);
      if (view) setDraft(scaleDraft(view.steps));
    },
    add: () => setDraft((current) => stepEdits.add(current, `new-${++keys.current}`)),
    set: (index: number, patch: Partial<Pick<StepDraft, 'fr' | 'en'>>) => setDraft((current) => stepEdits.set(current, index, patch)),
    remove: (index: number) => setDraft((current) => stepEdits.remove(current, index)),
  };
}
