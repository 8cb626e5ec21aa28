import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getRules, saveRules, type RulesView } from '../../../api/school.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { NUMBER_RULES, placeServerErrors, rulesDraft, rulesErrors, rulesInput, type NumberRule, type RulesDraft, RETRY_DAYS } from './rulesForm.ts';

/**
 * The school's rules being edited: read once, the draft, the form's own errors (shown once saving
 * was tried) and the server's (its envelope's field errors, placed on the fields, and its message),
 * kept until the draft changes.
 */
export function useRules(psnIds: readonly number[]) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(getRules, 'admin:school-rules');
  const [view, setView] = useState<RulesView | null>(null);
  const [draft, setDraft] = useState<RulesDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(rulesDraft(loaded.state.data));
  }, [loaded.state]);
  useEffect(() => {
    if (loaded.state.status === 'error') notify.error(errorText(loaded.state.error, 'adminSchool.rules.loadError'));
  }, [loaded.state, notify, errorText]);

  const own = draft && tried ? rulesErrors(draft, psnIds) : {};
  const errors: Record<string, string> = { ...refusal?.fields };
  for (const [field, kind] of Object.entries(own)) {
    const rule = field.split('.').at(-1) as NumberRule;
    errors[field] =
      kind === 'retryDays'
        ? intl.formatMessage({ id: 'adminSchool.error.retryDays' }, { first: RETRY_DAYS.min, last: RETRY_DAYS.max, most: RETRY_DAYS.most })
        : kind === 'required'
          ? intl.formatMessage({ id: 'admin.validation.required' })
          : intl.formatMessage({ id: 'adminSchool.error.range' }, { first: NUMBER_RULES[rule].min, last: NUMBER_RULES[rule].max });
  }
  const changed = draft !== null && view !== null && JSON.stringify(rulesInput(draft, psnIds)) !== JSON.stringify(rulesInput(rulesDraft(view), psnIds));

  const edit = (change: (previous: RulesDraft) => RulesDraft) => {
    setRefusal(null);
    setDraft((previous) => (previous ? change(previous) : previous));
  };

  return {
    view,
    draft,
    errors,
    refusal: refusal?.message ?? null,
    changed,
    busy,
    status: loaded.state.status,
    reload: loaded.reload,
    setSchool: (patch: Partial<RulesDraft['school']>) => edit((previous) => ({ ...previous, school: { ...previous.school, ...patch } })),
    setPool: (psnId: number, patch: Partial<RulesDraft['pools'][number]>) =>
      edit((previous) => ({
        ...previous,
        pools: { ...previous.pools, [psnId]: { makeupExtraPlaces: '', waitlistMode: '', offerWindowHours: '', waitlistCap: '', ...previous.pools[psnId], ...patch } },
      })),
    reset: () => {
      setRefusal(null);
      setTried(false);
      if (view) setDraft(rulesDraft(view));
    },
    /** Saves; false when the form or the server refused. */
    async submit(): Promise<boolean> {
      if (!draft) return false;
      setTried(true);
      if (Object.keys(rulesErrors(draft, psnIds)).length > 0) {
        notify.error(intl.formatMessage({ id: 'adminSchool.rules.fixErrors' }));
        return false;
      }
      const input = rulesInput(draft, psnIds);
      setBusy(true);
      try {
        const saved = await saveRules(input, action.keyFor(input));
        action.done();
        setView(saved);
        setDraft(rulesDraft(saved));
        setTried(false);
        notify.success(intl.formatMessage({ id: 'adminSchool.rules.saved' }));
        return true;
      } catch (error) {
        const message = errorText(error, 'adminSchool.rules.saveError');
        if (error instanceof ApiError && error.resultCode === 'InvalidModelState') setRefusal({ message, fields: placeServerErrors(error.fieldErrors, input) });
        else notify.error(message);
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
