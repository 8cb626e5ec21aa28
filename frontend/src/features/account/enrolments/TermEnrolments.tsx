import { Alert, Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { dropEnrolment, type EnrolmentView } from '../../../api/terms.ts';
import { dayText } from '../../../lib/parisTime.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { DropDialog } from './DropDialog.tsx';
import { EnrolmentItem } from './EnrolmentItem.tsx';
import { useFamilyEnrolments } from './useFamilyEnrolments.ts';
import '../../site/terms/terms.css';
import './enrolments.css';

/** Those holding or waiting for a place first, then the ended ones; by term, then day and time. */
const order = (a: EnrolmentView, b: EnrolmentView) => {
  const rank = (enrolment: EnrolmentView) => (enrolment.status === 'enrolled' || enrolment.status === 'waiting' ? 0 : 1);
  return rank(a) - rank(b) || a.termId - b.termId || a.day - b.day || a.hour * 60 + a.minute - (b.hour * 60 + b.minute) || a.memberName.localeCompare(b.memberName);
};

/**
 * The family's term enrolments above its single lessons (/profil/my-booking): one line per child
 * and slot with its weeks, live; a place given up from a week, a waiting place left.
 */
export function TermEnrolments({ famId }: { famId: number }) {
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const enrolments = useFamilyEnrolments(famId);
  const [busy, setBusy] = useState<number | null>(null);
  const [dropping, setDropping] = useState<EnrolmentView | null>(null);
  const [leaving, setLeaving] = useState<EnrolmentView | null>(null);
  const { state } = enrolments;

  const drop = async (enrolment: EnrolmentView, fromDay: string | null) => {
    setBusy(enrolment.id);
    try {
      const ended = await dropEnrolment(enrolment.id, fromDay, action.keyFor({ drop: enrolment.id, fromDay }));
      action.done();
      setDropping(null);
      if (enrolment.status === 'waiting') notify.success(intl.formatMessage({ id: 'enrolments.leave.done' }, { name: enrolment.memberName }));
      else notify.success(intl.formatMessage({ id: 'enrolments.drop.done' }, { name: enrolment.memberName, date: dayText(ended.untilDate ?? fromDay ?? '') }));
      enrolments.reload();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'enrolments.drop.failed' }));
    } finally {
      setBusy(null);
    }
  };

  if (state.status === 'error' && !state.data) {
    return (
      <Callout intent="danger" title={intl.formatMessage({ id: 'enrolments.list.loadError' })} className="enrolments-section">
        {state.error instanceof ApiError ? state.error.serverMessage : null}
        <div><Button icon="refresh" onClick={enrolments.reload}><FormattedMessage id="common.action.retry" /></Button></div>
      </Callout>
    );
  }
  // A family with no enrolment sees its lessons as before.
  if (!state.data || state.data.length === 0) return null;
  return (
    <section className="enrolments-section" aria-labelledby="enrolments-title">
      <h2 id="enrolments-title" className="booking-day-title"><FormattedMessage id="enrolments.section.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="enrolments.section.intro" /></p>
      <ul className="enrolment-list">
        {[...state.data].sort(order).map((enrolment) => (
          <EnrolmentItem key={enrolment.id} enrolment={enrolment} busy={busy === enrolment.id} onDrop={setDropping} onLeave={setLeaving} />
        ))}
      </ul>
      {dropping && <DropDialog key={dropping.id} enrolment={dropping} busy={busy === dropping.id} onConfirm={(fromDay) => void drop(dropping, fromDay)} onClose={() => setDropping(null)} />}
      <Alert
        isOpen={leaving !== null}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={intl.formatMessage({ id: 'enrolments.leave.button' })}
        cancelButtonText={intl.formatMessage({ id: 'enrolments.drop.keep' })}
        onConfirm={() => {
          const chosen = leaving;
          setLeaving(null);
          if (chosen) void drop(chosen, null);
        }}
        onCancel={() => setLeaving(null)}
      >
        <p><strong><FormattedMessage id="enrolments.leave.title" values={{ name: leaving?.memberName ?? '' }} /></strong></p>
        <p><FormattedMessage id="enrolments.leave.body" /></p>
      </Alert>
    </section>
  );
}
