import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getLevels, saveLevels, type LevelsView } from '../../../api/progress.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { levelEdits, levelsDraft, levelsInput, levelsProblem, type LevelDraft, type LevelPatch, type SkillPatch } from './levelsForm.ts';

/**
 * An activity's levels being edited: read once, edited as a draft, checked with the command side's
 * rule, saved as one document (PUT /Activity/{id}/niveaux); every outcome told through the notifier.
 */
export function useLevels(acyId: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(() => getLevels(acyId), `levels:${acyId}`);
  const [view, setView] = useState<LevelsView | null>(null);
  const [draft, setDraft] = useState<LevelDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const keys = useRef(0);
  const newKey = () => `new-${++keys.current}`;

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(levelsDraft(loaded.state.data));
    setTried(false);
  }, [loaded.state]);
  useEffect(() => {
    if (loaded.state.status === 'error') notify.error(errorText(loaded.state.error, 'adminLevels.section.loadError'));
  }, [loaded.state, notify, errorText]);

  const problem = levelsProblem(draft);
  const changed = view !== null && JSON.stringify(levelsInput(draft)) !== JSON.stringify(levelsInput(levelsDraft(view)));

  const save = async () => {
    setTried(true);
    if (problem) {
      notify.error(intl.formatMessage({ id: `adminLevels.problem.${problem}` }));
      return;
    }
    const input = levelsInput(draft);
    setBusy(true);
    try {
      const saved = await saveLevels(acyId, input, action.keyFor({ acyId, input }));
      action.done();
      setView(saved);
      setDraft(levelsDraft(saved));
      setTried(false);
      notify.success(intl.formatMessage({ id: 'adminLevels.form.saved' }));
    } catch (error) {
      notify.error(errorText(error, 'adminLevels.form.saveError'));
    } finally {
      setBusy(false);
    }
  };

  return {
    status: view ? 'done' : loaded.state.status,
    draft,
    changed,
    busy,
    /** Shown once saving was tried: the form marks the empty names. */
    tried,
    problem: tried ? problem : null,
    reload: loaded.reload,
    reset: () => {
      setTried(false);
      if (view) setDraft(levelsDraft(view));
    },
    save,
    addLevel: () => setDraft((current) => levelEdits.add(current, newKey())),
    setLevel: (index: number, patch: LevelPatch) => setDraft((current) => levelEdits.set(current, index, patch)),
    moveLevel: (index: number, by: -1 | 1) => setDraft((current) => levelEdits.move(current, index, by)),
    removeLevel: (index: number) => setDraft((current) => levelEdits.remove(current, index)),
    addSkill: (index: number) => setDraft((current) => levelEdits.addSkill(current, index, newKey())),
    setSkill: (index: number, skillIndex: number, patch: SkillPatch) => setDraft((current) => levelEdits.setSkill(current, index, skillIndex, patch)),
    removeSkill: (index: number, skillIndex: number) => setDraft((current) => levelEdits.removeSkill(current, index, skillIndex)),
  };
}

export type LevelsEditor = ReturnType<typeof useLevels>;
