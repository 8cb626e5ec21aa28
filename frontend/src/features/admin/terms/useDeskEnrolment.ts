import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { enrolForFamily, familyCards, type CardView, type TermSlotView } from '../../../api/adminTerms.ts';
import { ApiError } from '../../../api/client.ts';
import { getFamily, listFamilies } from '../../../api/families.ts';
import type { Family, FamilySummary } from '../../../api/types.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { dayOf } from '../../../lib/parisTime.ts';
import { useActivityList } from '../../site/data/lists.ts';
import { deskCards, deskMembers, lessonsFrom } from './deskChoices.ts';

const FOUND = 8;

/**
 * The desk enrols a family's member in a slot for the term: a family searched as on the families
 * screen (name or town), its member and card chosen, from a lesson on (the next one by default),
 * on the waiting list when the slot is full unless told not to. Only what can be chosen is offered,
 * best first (issue 41): children first, those the activity's age refuses shown but not chosen; the
 * card that pays every lesson first, the others with how many they pay. The server's refusal is kept.
 */
export function useDeskEnrolment(termId: number, slot: TermSlotView, onDone: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const activities = useActivityList();
  const childActivity = activities.data?.find((activity) => activity.id === slot.activite.id)?.acyEnfant ?? false;
  const [search, setSearch] = useState('');
  const typed = useDebounced(search, 250);
  const [found, setFound] = useState<FamilySummary[] | null>(null);
  const [family, setFamily] = useState<Family | null>(null);
  const [cards, setCards] = useState<CardView[] | null>(null);
  const [usrId, setUsrId] = useState<number | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [waitingList, setWaitingList] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (family) return;
    let current = true;
    const text = typed.trim();
    listFamilies({ ...(text ? { search: text } : {}), sort: 'name', desc: false, offset: 0, limit: FOUND }, { share: false }).then(
      (page) => current && setFound(page.items),
      (error: unknown) => current && notify.error(errorText(error, 'adminTerms.error.families')),
    );
    return () => {
      current = false;
    };
  }, [typed, family, notify, errorText]);

  const choose = async (summary: FamilySummary | null) => {
    setRefusal(null);
    setFamily(null);
    setCards(null);
    setUsrId(null);
    setCardId(null);
    if (!summary) return;
    try {
      const [chosen, theirCards] = await Promise.all([getFamily(summary.famId, { share: false }), familyCards(summary.famId)]);
      setFamily(chosen);
      setCards(theirCards);
      setUsrId(deskMembers(chosen.membres, slot, slot.dates[0] ?? new Date().toISOString(), childActivity).find((entry) => entry.refusal === null)?.member.id ?? null);
    } catch (error) {
      notify.error(errorText(error, 'adminTerms.error.families'));
    }
  };

  const dates = lessonsFrom(slot, fromDate, dayOf);
  const members = family ? deskMembers(family.membres, slot, dates[0] ?? slot.dates[0] ?? new Date().toISOString(), childActivity) : [];
  const cardChoices = cards ? deskCards(cards, dates, slot) : null;
  // The card chosen stays while it pays every lesson; otherwise the best that does.
  const paying = (id: number | null) => cardChoices?.some((choice) => choice.card.id === id && choice.cost.pays) ?? false;
  const payingCard = paying(cardId) ? cardId : (cardChoices?.find((choice) => choice.cost.pays)?.card.id ?? null);
  const memberOk = members.some((entry) => entry.member.id === usrId && entry.refusal === null);

  const submit = async (): Promise<void> => {
    const cardId = payingCard;
    if (!family || usrId === null || cardId === null || !memberOk) return;
    const input = { termId, psnId: slot.piscine.id, tcsId: slot.tcsId, usrId, cardId, fromDate, waitingList, famId: family.famId, reenrol: false, pay: 'card' as const };
    setBusy(true);
    setRefusal(null);
    try {
      const enrolment = await enrolForFamily(input, action.keyFor(input));
      action.done();
      notify.success(
        enrolment.status === 'waiting'
          ? intl.formatMessage({ id: 'adminTerms.enrol.waitingDone' }, { name: enrolment.memberName, position: enrolment.position ?? '' })
          : intl.formatMessage({ id: 'adminTerms.enrol.done' }, { name: enrolment.memberName }),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'Pending') {
        notify.info(intl.formatMessage({ id: 'adminTerms.enrol.pending' }));
        onDone();
      } else setRefusal(errorText(error, 'adminTerms.error.save'));
    } finally {
      setBusy(false);
    }
  };

  const change = <T>(setter: (value: T) => void) => (value: T) => {
    setRefusal(null);
    setter(value);
  };

  return {
    search,
    setSearch,
    found,
    family,
    members,
    cards: cardChoices,
    usrId,
    cardId: payingCard,
    /** How many lessons the enrolment would pay (from the lesson chosen). */
    lessons: dates.length,
    fromDate,
    waitingList,
    setUsrId: change(setUsrId),
    setCardId: change(setCardId),
    setFromDate: change(setFromDate),
    setWaitingList: change(setWaitingList),
    choose: (summary: FamilySummary | null) => void choose(summary),
    busy,
    refusal,
    ready: family !== null && memberOk && payingCard !== null,
    submit,
  };
}
