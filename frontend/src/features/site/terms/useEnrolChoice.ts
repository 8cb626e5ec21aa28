import { parisDay } from '@plouf/infra/days';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getFamily } from '../../../api/families.ts';
import { enrolInTerm, listMyEnrolments, type EnrolmentView, type TermSlotView, type TermView } from '../../../api/terms.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useActivityList } from '../data/lists.ts';
import { ageRefusal, levelRefused, type MemberRefusal } from '../booking/eligibility.ts';
import { useLevelCheck } from '../booking/useLevelCheck.ts';
import { childrenFirst } from './termRules.ts';
import { useTermCards } from './useTermCards.ts';

/** Refusals of paying the term's price that the family settles on its orders page: an order waiting for its payment, or partly paid at the desk. */
const ORDER_IN_THE_WAY = new Set(['OrderWaiting', 'WaitingAtDesk']);

/** A place held in the slot for the term (enrolled or waiting): the member may not enrol again. */
const holds = (enrolment: EnrolmentView) => enrolment.status === 'enrolled' || enrolment.status === 'held' || enrolment.status === 'waiting';

/**
 * A family enrols a member in a weekly slot for the term: who (children first, each with why not
 * by the activity's age rule at the first lesson), from which week (the next lesson by default),
 * with which card (one that pays every lesson to the term's end); a full slot puts the member on
 * the term's waiting list. The server decides and its refusal is shown as it says it.
 */
export function useEnrolChoice(
  term: TermView,
  slot: TermSlotView,
  famId: number,
  options: { reenrol?: boolean; usrId?: number; paidOrderId?: number | null; onHeld?: (held: EnrolmentView) => void } = {},
) {
  const reenrol = options.reenrol ?? false;
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const family = useAsync(() => getFamily(famId, { share: false }), `family:${famId}`);
  const enrolments = useAsync(() => listMyEnrolments({ share: false }), `enrolments:${famId}`);
  const activities = useActivityList();
  const childActivity = activities.data?.find((activity) => activity.id === slot.activite.id)?.acyEnfant ?? false;
  const weeks = slot.dates.map((date) => parisDay(new Date(date)));
  const [fromDay, setFromDay] = useState<string | null>(weeks[0] ?? null);
  const dates = slot.dates.filter((date) => fromDay === null || parisDay(new Date(date)) >= fromDay);
  const first = dates[0] ?? slot.dates[0] ?? new Date().toISOString();

  // A weekly lesson for a level (issue 26): who has not reached it is shown, not offered.
  const levels = useLevelCheck({ acyId: slot.activite.id, lvlId: slot.lvlId ?? null });
  const already = (usrId: number) => (enrolments.state.data ?? []).some((enrolment) => enrolment.termId === term.id && enrolment.tcsId === slot.tcsId && enrolment.usrId === usrId && holds(enrolment));
  const members = childrenFirst(family.state.data?.membres ?? [], first).map((member) => ({
    member,
    refusal: (already(member.id) ? 'already' : (ageRefusal(member, slot.acyAge, first, childActivity) ?? (levelRefused(member.id, slot.lvlId, levels.check) ? 'level' : null))) as MemberRefusal | null,
  }));
  const [usrId, setUsrId] = useState<number | null>(options.usrId ?? null);
  const firstChoice = levels.pending ? null : (members.find((entry) => entry.refusal === null)?.member.id ?? null);
  useEffect(() => {
    if (usrId === null && firstChoice !== null) setUsrId(firstChoice);
  }, [usrId, firstChoice]);

  const cards = useTermCards(famId, { acyId: slot.activite.id, acyIdCplt: slot.acyIdCplt, psnId: slot.piscine.id }, dates, { paidOrderId: options.paidOrderId ?? null });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<EnrolmentView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An order of the family's stands in the way of paying the term's price: settled on its orders page.
  const [orderInTheWay, setOrderInTheWay] = useState(false);

  // Back from paying the term's price (issue 43): the place its order paid, held until the payment's card confirms it.
  const paidOrderId = options.paidOrderId ?? null;
  const paidFor =
    paidOrderId === null
      ? null
      : ((enrolments.state.data ?? []).find((enrolment) => enrolment.termId === term.id && enrolment.tcsId === slot.tcsId && (enrolment.orderId === paidOrderId || enrolment.hold?.orderId === paidOrderId)) ?? null);
  const confirming = paidFor?.status === 'held';
  // A place of the family's kept in this slot while its order waits to be paid (the family left the payment): it is paid from here.
  const heldHere = paidFor === null ? ((enrolments.state.data ?? []).find((enrolment) => enrolment.termId === term.id && enrolment.tcsId === slot.tcsId && enrolment.status === 'held' && enrolment.hold) ?? null) : null;
  const reloadEnrolments = useRef(enrolments.reload);
  reloadEnrolments.current = enrolments.reload;
  useEffect(() => {
    if (!confirming) return;
    const timer = setInterval(() => reloadEnrolments.current(), 1_000);
    return () => clearInterval(timer);
  }, [confirming]);

  /** `instalments`: the term's price paid in that many monthly parts (issue 43), where the term offers it. */
  const submit = async (pay: 'card' | 'tuition' = 'card', instalments: number | null = null, promoCode: string | null = null, directDebit = false) => {
    if (usrId === null || (pay === 'card' && cards.cardId === null)) return;
    const input = { termId: term.id, psnId: slot.piscine.id, tcsId: slot.tcsId, usrId, cardId: pay === 'card' ? (cards.cardId ?? 0) : 0, pay, fromDate: fromDay === weeks[0] ? null : fromDay, waitingList: pay === 'card', reenrol, ...(pay === 'tuition' && instalments && { instalments }), ...(pay === 'tuition' && promoCode && { promoCode }), ...(pay === 'tuition' && directDebit && { directDebit: true }) };
    setBusy(true);
    setRefusal(null);
    setOrderInTheWay(false);
    try {
      const enrolled = await enrolInTerm(input, action.keyFor(input));
      action.done();
      if (enrolled.status === 'held' && enrolled.hold) {
        options.onHeld?.(enrolled);
        return;
      }
      setResult(enrolled);
      if (enrolled.status === 'waiting') notify.info(intl.formatMessage({ id: 'terms.done.waiting' }, { name: enrolled.memberName, position: enrolled.position ?? '?' }));
      else notify.success(intl.formatMessage({ id: 'terms.done.enrolled' }, { name: enrolled.memberName, count: enrolled.weeksPaid }));
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'terms.enrol.failed' });
      setRefusal(message);
      setOrderInTheWay(error instanceof ApiError && ORDER_IN_THE_WAY.has(error.errorCode ?? ''));
      notify.error(message);
      cards.reload();
      enrolments.reload();
    } finally {
      setBusy(false);
    }
  };

  // The family's places in the term: what the term's discounts are earned by (issue 43). A place
  // still held waits for its order, which paying here would replace (the family is asked first):
  // it earns nothing, as the server decides.
  const places = (enrolments.state.data ?? []).filter((enrolment) => enrolment.termId === term.id && enrolment.status === 'enrolled').map((enrolment) => ({ usrId: enrolment.usrId, tcsId: enrolment.tcsId }));
  return { family, members, usrId, chooseMember: setUsrId, weeks, fromDay, chooseWeek: setFromDay, dates, cards, busy, result, refusal, submit, level: levels.level, paidFor, heldHere, orderInTheWay, places };
}
