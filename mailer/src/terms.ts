import type { ReenrolmentInvited, SlotSummary, TermEnrolled, TermEnrolmentDropped, TermWaitlistJoined, TermWaitlistPromoted } from '@plouf/command-api/events';
import { entriesWorth } from '@plouf/command-api/term-price';
import { parisDay } from '@plouf/infra/days';
import { autologOf, clockTime, familyLink, formatCalendarDay, formatEuros, formatLesson, formatMoment, languageOf, siteLink, weekdayName } from './format.ts';
import type { Language, MailContext, MailRequest, MailVariables, Mapper } from './kinds.ts';

/*
 * The term's mails (issue 22, docs/adr/0019-term-enrolment.md): at the priority window, each family
 * with a child enrolled in the previous term is invited to enrol again, one link per child; then
 * each place for the term is confirmed with its lessons and the card that pays them (what they
 * are worth on it), a place on the term's waiting list told with its position, then again when the
 * place comes free; a place stopped from a week (or the waiting list left) is told too (issue 41).
 * Names are the catalogue's in the reader's language (ADR 0017), moments on the school's clock.
 */

/** A term's name in the reader's language: its English when it has one. */
const termName = (data: { termName: string; englishTermName: string }, language: Language) => (language === 'en' && data.englishTermName.trim() !== '' ? data.englishTermName : data.termName);

/** What the term's mails say of a weekly slot. */
function slotVariables(slot: SlotSummary, language: Language, context: MailContext) {
  return {
    activity: context.names?.name('Activity', slot.acyId, language) ?? slot.acyName,
    pool: context.names?.name('Pool', slot.psnId, language) ?? slot.psnName,
    day: weekdayName(slot.day, language),
    time: clockTime(slot.hour, slot.minute),
    slot: language === 'en' && slot.englishLabel?.trim() ? slot.englishLabel : slot.libelle,
  };
}

/**
 * The link of the re-enrolment mail (agreed with the front end, /work/s22/api.md): a logged-in page
 * showing the child, the slot, the term and the card, with one button that enrols it again.
 *
 * @example
 * reenrolmentLink(context, 4, { usrId: 12, tcsId: 3, slot: { psnId: 1 } })
 * // 'https://plouf.fr/profil/reinscription/4?membre=12&creneau=3&piscine=1'
 */
export function reenrolmentLink(context: MailContext, termId: number, child: { usrId: number; tcsId: number; slot: Pick<SlotSummary, 'psnId'> }) {
  return siteLink(context, `/profil/reinscription/${termId}?membre=${child.usrId}&creneau=${child.tcsId}&piscine=${child.slot.psnId}`);
}

/**
 * The card that pays the lessons (issue 41): its pass as the catalogue names it now, whether it is a
 * subscription, and what the entries spent are worth (the price paid over its entries; empty for a
 * subscription or a card given at the desk, whose price is not known).
 */
function paidWith(cardId: number, lessons: number, language: Language, context: MailContext): MailVariables {
  const card = context.names?.card(cardId);
  if (!card) return { card: '', subscription: false, amount: '' };
  const known = !card.fftIsAbo && card.price !== null && card.entries > 0;
  return {
    card: context.names?.name('Pass', card.fftId, language) ?? card.libelle,
    subscription: card.fftIsAbo,
    amount: known ? formatEuros(entriesWorth(card.price!, card.entries, lessons), language) : '',
  };
}

/** A place for the term (or on its waiting list): the child, the slot, every lesson it covers, and the card that pays them. */
function termPlace(data: TermEnrolled['data'], context: MailContext, autolog?: MailRequest['autolog']): MailVariables {
  const language = languageOf(data.notify.language);
  const dates = [...data.dates].sort();
  return {
    ...paidWith(data.cardId, dates.length, language, context),
    term: termName(data, language),
    member: data.memberName,
    ...slotVariables(data.slot, language, context),
    duration: data.slot.durationMin,
    lessons: dates.map((date) => ({ date: formatLesson(date, language, context.timeZone) })),
    lessonCount: dates.length,
    // Every lesson of an enrolment is paid at once, by its card (ADR 0019).
    weeksPaid: dates.length,
    firstLesson: dates[0] ? formatLesson(dates[0], language, context.timeZone) : '',
    bookingsLink: familyLink(context, '/profil/my-booking', autolog),
  };
}

/**
 * An enrolment stopped from a week, or a place on the term's waiting list left (issue 41): who
 * stopped it, the lessons given up (from the slot's stream), the rule for their entries. A move by
 * the desk is told by the new place's confirmation instead.
 */
function termStop(data: TermEnrolmentDropped['data'], context: MailContext, autolog: MailRequest['autolog']): MailVariables {
  const language = languageOf(data.notify.language);
  const enrolment = context.names?.enrolment(data.enrId);
  const dates = [...(enrolment?.dates ?? [])].sort();
  const givenUp = dates.filter((date) => parisDay(new Date(date)) >= data.fromDate);
  return {
    term: enrolment ? termName(enrolment, language) : '',
    member: data.memberName,
    ...slotVariables(data.slot, language, context),
    from: givenUp[0] ? formatLesson(givenUp[0], language, context.timeZone) : formatCalendarDay(data.fromDate, language),
    lessons: givenUp.map((date) => ({ date: formatLesson(date, language, context.timeZone) })),
    lessonCount: givenUp.length,
    kept: dates.length - givenUp.length,
    byFamily: data.reason === 'family',
    byDesk: data.reason === 'desk',
    noEntry: data.reason === 'noEntry',
    wasWaiting: data.wasWaiting,
    bookingsLink: familyLink(context, '/profil/my-booking', autolog),
    bookLink: siteLink(context, '/reserver'),
  };
}

export const termMails: {
  ReenrolmentInvited: Mapper<ReenrolmentInvited>;
  TermEnrolled: Mapper<TermEnrolled>;
  TermWaitlistJoined: Mapper<TermWaitlistJoined>;
  TermWaitlistPromoted: Mapper<TermWaitlistPromoted>;
  TermEnrolmentDropped: Mapper<TermEnrolmentDropped>;
} = {
  // The invitation names the public opening: until then, only current families enrol.
  ReenrolmentInvited: (data, context) => {
    const language = languageOf(data.notify.language);
    if (data.children.length === 0) return null;
    return {
      kind: 'ReinscriptionTrimestre',
      variables: {
        term: termName(data, language),
        opensAt: formatMoment(data.opensAt, language, context.timeZone),
        children: data.children.map((child) => ({ member: child.memberName, ...slotVariables(child.slot, language, context), link: reenrolmentLink(context, data.termId, child) })),
        bookLink: siteLink(context, '/reserver'),
      },
    };
  },
  // A place taken, or won from the waiting list: the link to the family's bookings logs them in once (ADR 0014).
  TermEnrolled: (data, context, eventId) => {
    const autolog = autologOf(eventId, data.famId);
    return { kind: 'InscriptionTrimestre', variables: { ...termPlace(data, context, autolog), moved: data.via === 'move' }, autolog };
  },
  // Waiting: nothing is paid yet; the lessons listed are those the place would cover.
  TermWaitlistJoined: (data, context) => ({ kind: 'ListeAttenteTrimestre', variables: { ...termPlace(data, context), weeksPaid: 0, promoted: false, position: data.position } }),
  TermWaitlistPromoted: (data, context, eventId) => {
    const autolog = autologOf(eventId, data.famId);
    return { kind: 'ListeAttenteTrimestre', variables: { ...termPlace(data, context, autolog), promoted: true, position: 0 }, autolog };
  },
  TermEnrolmentDropped: (data, context, eventId) => {
    // A move is told by the new place's confirmation; a place taken back by the request that made it
    // (refused after all: ADR 0022) by that request's answer; a place kept while paying and not paid
    // in time (issue 43) by the order's cancellation, which the family sees on its orders.
    if (data.reason === 'moved' || data.reason === 'voided' || data.reason === 'unpaid') return null;
    const autolog = autologOf(eventId, data.famId);
    return { kind: 'ArretTrimestre', variables: termStop(data, context, autolog), autolog };
  },
};
