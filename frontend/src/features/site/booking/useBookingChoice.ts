import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { allowedTickets, book, type CourseView, type InscriptionView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import { getFamily } from '../../../api/families.ts';
import { listMyCredits } from '../../../api/familyTerm.ts';
import { creditChoices } from '../../account/lessons/lessonRules.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { memberRefusal, type MemberRefusal } from './eligibility.ts';
import { useLevelCheck } from './useLevelCheck.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';

/**
 * A family books a course: its members (each may come, or why not), the cards that may pay for
 * the member chosen (the server says which and why not) and the member's make-up credits (the card
 * rules say which), then the booking itself. A full course puts the member on the waiting list,
 * and the answer says their place in it; a credit books a make-up, never on the waiting list.
 */
export function useBookingChoice(course: CourseView, famId: number, childActivity: boolean, bookings: readonly InscriptionView[]) {
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const family = useAsync(() => getFamily(famId, { share: false }), `family:${famId}`);
  const levels = useLevelCheck(course);
  const members = (family.state.data?.membres ?? []).map((member) => ({
    member,
    refusal: memberRefusal(member, course, childActivity, bookings, levels.check) as MemberRefusal | null,
  }));
  const [usrId, setUsrId] = useState<number | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<InscriptionView | null>(null);

  // One member who may come is chosen for the family (once the level each reached is known).
  const onlyChoice = members.filter((entry) => entry.refusal === null);
  const firstId = onlyChoice.length === 1 && !levels.pending ? onlyChoice[0]!.member.id : null;
  useEffect(() => {
    if (usrId === null && firstId !== null) setUsrId(firstId);
  }, [usrId, firstId]);

  const tickets = useAsync(() => (usrId === null ? Promise.resolve([]) : allowedTickets(course.id, usrId)), `tickets:${course.id}:${usrId ?? ''}`);
  const credits = useAsync(() => listMyCredits({ share: false }), `credits:${famId}`);
  const rule = { acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId: course.psnId, start: course.crsDatdebut };
  const creditList = usrId === null ? [] : creditChoices(credits.state.data ?? [], rule, usrId);
  // A card that may pay first (as before credits existed), else a credit that may.
  const firstAllowed = tickets.state.data?.find((ticket) => ticket.allowed)?.card.id ?? creditList.find((choice) => choice.allowed)?.credit.id ?? null;
  useEffect(() => setCardId(firstAllowed), [firstAllowed]);
  const makeup = cardId !== null && creditList.some((choice) => choice.credit.id === cardId);

  const submit = async () => {
    if (usrId === null || cardId === null) return;
    const input = { crsId: course.id, usrId, cardId };
    setBusy(true);
    try {
      const booked = await book(input, action.keyFor(input));
      action.done();
      setResult(booked);
      const name = booked.memberName;
      if (booked.insStatus === ENROLMENT_STATUS.listeAttente) notify.info(intl.formatMessage({ id: 'booking.done.waiting' }, { name, position: booked.position ?? '?' }));
      else notify.success(intl.formatMessage({ id: makeup ? 'booking.done.makeup' : 'booking.done.booked' }, { name, date: parisDateTime(course.crsDatdebut) }));
      if (makeup) credits.reload();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'booking.error.failed' }));
      tickets.reload();
      credits.reload();
    } finally {
      setBusy(false);
    }
  };

  return {
    family,
    members,
    /** The level the course is for, as its activity names it (null: any level, or not read yet). */
    level: levels.level,
    /** The levels the children reached are being read: who may come is not known yet. */
    levelPending: levels.pending,
    usrId,
    chooseMember: (id: number) => {
      setUsrId(id);
      setCardId(null);
    },
    tickets,
    /** The member's open credits for this course (none while they load: the cards show first). */
    credits: creditList,
    /** The way to pay chosen is a make-up credit. */
    makeup,
    cardId,
    chooseCard: setCardId,
    busy,
    result,
    submit,
  };
}
