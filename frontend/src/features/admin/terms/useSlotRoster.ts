import { NOTICES } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dropEnrolment, moveEnrolment, termRoster, TERMS_ROOM, type EnrolmentView, type TermSlotView } from '../../../api/adminTerms.ts';
import { ApiError } from '../../../api/client.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** What the desk does to an enrolment, and the server's refusal shown in its dialog. */
export type RosterAction = { kind: 'move'; enrolment: EnrolmentView } | { kind: 'drop'; enrolment: EnrolmentView } | { kind: 'enrol' };

/**
 * A slot's roster for the term (enrolled, then the waiting list in order), read again on every
 * `terms` notice of the term; the desk moves a child to another slot or stops an enrolment.
 */
export function useSlotRoster(termId: number, slot: TermSlotView | null) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tcsId = slot?.tcsId ?? 0;
  const detail = useLiveDetail({
    id: tcsId,
    read: (id) => termRoster(termId, id),
    // Notices name the term: any of them may concern this slot.
    live: { room: TERMS_ROOM, notice: NOTICES.terms, any: true },
    loadError: 'adminTerms.error.roster',
    paused: busy,
  });

  /** Runs a change; a refusal stays in the dialog (true: done). */
  const run = async (send: (key: string) => Promise<unknown>, content: unknown, success: string): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    try {
      await send(action.keyFor(content));
      action.done();
      notify.success(success);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        notify.info(intl.formatMessage({ id: 'adminTerms.enrol.pending' }));
        return true;
      }
      setRefusal(errorText(error, 'adminTerms.error.save'));
      return false;
    } finally {
      setBusy(false);
      detail.reload();
    }
  };

  return {
    enrolments: detail.data ?? [],
    status: detail.status,
    busy,
    refusal,
    clearRefusal: () => setRefusal(null),
    reload: detail.reload,
    move: (enrolment: EnrolmentView, target: TermSlotView, fromDate: string | null, targetName: string) => {
      const body = { psnId: target.piscine.id, tcsId: target.tcsId, fromDate };
      return run((key) => moveEnrolment(enrolment.id, body, key), { move: enrolment.id, ...body }, intl.formatMessage({ id: 'adminTerms.move.done' }, { name: enrolment.memberName, label: targetName }));
    },
    drop: (enrolment: EnrolmentView, fromDate: string | null) =>
      run((key) => dropEnrolment(enrolment.id, fromDate, key), { drop: enrolment.id, fromDate }, intl.formatMessage({ id: 'adminTerms.drop.done' }, { name: enrolment.memberName })),
  };
}
