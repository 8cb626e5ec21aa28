import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { getLevels, saveLevels } from '../../../api/progress.ts';
import { useDocumentEditor } from '../../../lib/useDocumentEditor.ts';
import { levelEdits, levelsDraft, levelsInput, levelsProblem, type LevelDraft, type LevelPatch, type SkillPatch } from './levelsForm.ts';

/**
 * An activity's levels being edited: read once, edited as a draft, checked with the command side's
 * rule, saved as one document (PUT /Activity/{id}/niveaux); every outcome told through the notifier.
 */
export function useLevels(acyId: number) {
  const intl = useIntl();
  const keys = useRef(0);
  const newKey = () => `new-${++keys.current}`;
  const editor = useDocumentEditor({
    key: `levels:${acyId}`,
    load: () => getLevels(acyId),
    toDraft: levelsDraft,
    toInput: levelsInput,
    check: levelsProblem,
    problemText: (problem) => intl.formatMessage({ id: `adminLevels.problem.${problem}` }),
    send: (input, key) => saveLevels(acyId, input, key),
    messages: { loadError: 'adminLevels.section.loadError', saved: 'adminLevels.form.saved', saveError: 'adminLevels.form.saveError' },
  });
  const edit = (change: (current: LevelDraft[]) => LevelDraft[]) => editor.setDraft((current) => (current === null ? current : change(current)));

  return {
    status: editor.status,
    draft: editor.draft ?? [],
    changed: editor.changed,
    busy: editor.busy,
    /** Shown once saving was tried: the form marks the empty names. */
    tried: editor.tried,
    problem: editor.problem,
    reload: editor.reload,
    reset: editor.reset,
    save: editor.save,
    addLevel: () => edit((current) => levelEdits.add(current, newKey())),
    setLevel: (index: number, patch: LevelPatch) => edit((current) => levelEdits.set(current, index, patch)),
    moveLevel: (index: number, by: -1 | 1) => edit((current) => levelEdits.move(current, index, by)),
    removeLevel: (index: number) => edit((current) => levelEdits.remove(current, index)),
    addSkill: (index: number) => edit((current) => levelEdits.addSkill(current, index, newKey())),
    setSkill: (index: number, skillIndex: number, patch: SkillPatch) => edit((current) => levelEdits.setSkill(current, index, skillIndex, patch)),
    removeSkill: (index: number, skillIndex: number) => edit((current) => levelEdits.removeSkill(current, index, skillIndex)),
  };
}

export type LevelsEditor = ReturnType<typeof useLevels>;
