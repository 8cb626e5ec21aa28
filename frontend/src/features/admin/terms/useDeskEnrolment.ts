import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { enrolForFamily, familyCards, type CardView, type TermSlotView } from '../../../api/adminTerms.ts';
import { ApiError } from '../../../api/client.ts';
import { getFamily, listFamilies } from '../../../api/families.ts';
import type { Family, FamilyMember, FamilySummary } from '../../../api/types.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

const FOUND = 8;

/** The members the desk may enrol: children (no login) first, then the others, by first name. */
export const enrollable = (members: readonly FamilyMember[]) =>
  members.filter((member) => !member.actDisabled).sort((a, b) => Number(a.usrEmail !== null) - Number(b.usrEmail !== null) || a.usrPrenom.localeCompare(b.usrPrenom, 'fr'));

/** The cards that may pay: not taken back, still valid (the server checks the rest: activity, pool, lessons). */
export const usableCards = (cards: readonly CardView[]) => cards.filter((card) => !card.revoked && card.status === 1);

/**
 * The desk enrols a family's member in a slot for the term: a family searched as on the families
 * screen (name or town), its member and card chosen, from a lesson on (the next one by default),
 * on the waiting list when the slot is full unless told not to. The server's refusal is kept.
 */
export function useDeskEnrolment(termId: number, slot: TermSlotView, onDone: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
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
      setUsrId(enrollable(chosen.membres)[0]?.id ?? null);
      setCardId(usableCards(theirCards)[0]?.id ?? null);
    } catch (error) {
      notify.error(errorText(error, 'adminTerms.error.families'));
    }
  };

  const submit = async (): Promise<void> => {
    if (!family || usrId === null || cardId === null) return;
    const input = { termId, psnId: slot.piscine.id, tcsId: slot.tcsId, usrId, cardId, fromDate, waitingList, famId: family.famId, reenrol: false };
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
    members: family ? enrollable(family.membres) : [],
    cards: cards ? usableCards(cards) : null,
    usrId,
    cardId,
    fromDate,
    waitingList,
    setUsrId: change(setUsrId),
    setCardId: change(setCardId),
    setFromDate: change(setFromDate),
    setWaitingList: change(setWaitingList),
    choose: (summary: FamilySummary | null) => void choose(summary),
    busy,
    refusal,
    ready: family !== null && usrId !== null && cardId !== null,
    submit,
  };
}
