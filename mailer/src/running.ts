import type { CourseSummary, CreditExpiryWarned, CreditGiven, CreditRecord, LessonReminded, PlaceOffered, SeatReleased } from '@plouf/command-api/events';
import { autologOf, daysLeft, familyLink, formatCalendarDay, formatLesson, formatLongDay, formatMoment, languageOf, siteLink } from './format.ts';
import type { Language, MailContext, MailRequest, Mapper } from './kinds.ts';

/*
 * Running a term's mails (issue 23, /work/s23/api.md "Mailer"): the reminder before a lesson, a
 * make-up credit given, a credit about to expire, a place offered from the waiting list (and the
 * offer left to expire), a lesson cancelled by a closure. One mail per member and lesson. Names are
 * the catalogue's in the reader's language (ADR 0017), moments on the school's clock, and the links
 * to the family's own pages log the family in once (ADR 0014).
 *
 * Who tells what, when two events speak of one lesson: a place made whole by a credit
 * (`SeatReleased.credit`) is told by the credit's own `CreditGiven`, which knows until when it is
 * valid; the release itself sends nothing. A school's cancellation made whole by a credit is told by
 * `CreditRattrapage` (`courseCancelled`): the one mail says the lesson is cancelled, why, and what
 * comes back, rather than an `AnnulationCours` that could not say until when the credit is valid.
 */

type Place = { memberName: string; course: CourseSummary; notify: { language: Language } };

/** The lesson as these mails say it: whose, what, where, when (with its weekday). */
function lessonOf(lesson: { crsId: number; psnId: number; psnName: string; acyName: string; start: string }, language: Language, context: MailContext) {
  const acyId = context.names?.activityOf(lesson.crsId);
  return {
    activity: (acyId !== undefined ? context.names?.name('Activity', acyId, language) : undefined) ?? lesson.acyName,
    pool: context.names?.name('Pool', lesson.psnId, language) ?? lesson.psnName,
    start: formatLesson(lesson.start, language, context.timeZone),
  };
}

const placeOf = (data: Place, context: MailContext) => {
  const language = languageOf(data.notify.language);
  return { member: data.memberName, ...lessonOf(data.course, language, context), duration: data.course.durationMin };
};

/** Where to book another lesson: the pool's list when the lesson had one. */
const bookLink = (context: MailContext, psnId?: number) => siteLink(context, psnId === undefined ? '/reserver' : `/reserver?piscine=${psnId}`);

/** A closure's days and reason in the reader's language (the back-office's English, when it wrote one). */
function closureOf(closure: { closureId: number; from: string; to: string }, recordedReason: string, language: Language, context: MailContext) {
  const [from, to] = [formatCalendarDay(closure.from, language), formatCalendarDay(closure.to, language)];
  const days = closure.from === closure.to ? (language === 'en' ? `on ${from}` : `le ${from}`) : language === 'en' ? `from ${from} to ${to}` : `du ${from} au ${to}`;
  return {
    from,
    to,
    days,
    reason: context.names?.closureReason(closure.closureId, language) ?? recordedReason,
  };
}

/**
 * What a released place says in running a term's mails: `null` for no mail, a mail, or undefined
 * when the release is told as before (`AnnulationCours`, kinds.ts). Events stored before issue 23
 * carry none of the new reasons nor fields, and come out undefined.
 */
export function runningRelease(data: SeatReleased['data'], context: MailContext): Omit<MailRequest, 'recipient' | 'language'> | null | undefined {
  // Declining is the family's own answer, given on the site: nothing to tell them.
  if (data.reason === 'offerDeclined') return null;
  if (data.reason === 'offerExpired') {
    return { kind: 'OffrePlace', variables: { ...placeOf(data, context), until: '', expired: true, bookingsLink: familyLink(context, '/profil/my-booking'), bookLink: bookLink(context, data.course.psnId) } };
  }
  // Made whole by a credit: its CreditGiven tells, with until when it is valid.
  if (data.credit) return null;
  if (data.closure) {
    const language = languageOf(data.notify.language);
    return {
      kind: 'FermetureCours',
      variables: {
        // As the closure's credit tells it (which does not know the lesson's length).
        member: data.memberName,
        ...lessonOf(data.course, language, context),
        ...closureOf(data.closure, data.cancelReason ?? '', language, context),
        credit: false,
        validUntil: '',
        refund: data.refund && !data.makeup,
        makeup: data.refund && data.makeup === true,
        wasWaiting: data.wasWaiting,
        bookLink: bookLink(context, data.course.psnId),
      },
    };
  }
  return undefined;
}

/** The lesson a credit makes up for, as the credit's mails say it; empty for the desk's. */
function creditLesson(credit: CreditRecord, language: Language, context: MailContext) {
  return credit.source ? lessonOf(credit.source, language, context) : { activity: '', pool: '', start: '' };
}

export const runningMails: {
  LessonReminded: Mapper<LessonReminded>;
  PlaceOffered: Mapper<PlaceOffered>;
  CreditGiven: Mapper<CreditGiven>;
  CreditExpiryWarned: Mapper<CreditExpiryWarned>;
} = {
  // The lesson, where the pool is, and until when an absence declared gives something back: the
  // link to the family's bookings cancels or declares it (the lead's handler appends no reminder
  // for a family that turned them off).
  LessonReminded: (data, context, eventId) => {
    const language = languageOf(data.notify.language);
    const autolog = autologOf(eventId, data.famId);
    const cutoffAt = data.course.cutoffAt;
    return {
      kind: 'RappelCours',
      autolog,
      variables: {
        ...placeOf(data, context),
        address: context.names?.address(data.course.psnId) ?? '',
        cutoff: cutoffAt ? formatMoment(cutoffAt, language, context.timeZone) : '',
        // Reminded at or after the cut-off (a reminder lead no longer than the pool's cut-off): an absence gives nothing back.
        cutoffPassed: cutoffAt !== undefined && Date.parse(data.at) >= Date.parse(cutoffAt),
        bookingsLink: familyLink(context, '/profil/my-booking', autolog),
      },
    };
  },
  // The place is held until `until`: the link logs the family in on its bookings, where it accepts.
  PlaceOffered: (data, context, eventId) => {
    const language = languageOf(data.notify.language);
    const autolog = autologOf(eventId, data.famId);
    return {
      kind: 'OffrePlace',
      autolog,
      variables: {
        ...placeOf(data, context),
        until: formatMoment(data.until, language, context.timeZone),
        expired: false,
        bookingsLink: familyLink(context, '/profil/my-booking', autolog),
        bookLink: bookLink(context, data.course.psnId),
      },
    };
  },
  // A closure's credit is told as the closure (FermetureCours), with its lesson; the others (and a
  // closure's without its lesson, which the command side does not give) as the credit itself.
  CreditGiven: (data, context, eventId) => {
    const { credit } = data;
    const language = languageOf(data.notify.language);
    const validUntil = formatLongDay(credit.validUntil, language, context.timeZone);
    if (credit.reason === 'closure' && credit.source && credit.closure) {
      return {
        kind: 'FermetureCours',
        variables: {
          member: credit.memberName,
          ...lessonOf(credit.source, language, context),
          ...closureOf(credit.closure, credit.note, language, context),
          credit: true,
          validUntil,
          refund: false,
          makeup: false,
          wasWaiting: false,
          bookLink: bookLink(context, credit.source.psnId),
        },
      };
    }
    const autolog = autologOf(eventId, data.famId);
    return {
      kind: 'CreditRattrapage',
      autolog,
      variables: {
        member: credit.memberName,
        absence: credit.reason === 'absence',
        courseCancelled: credit.reason === 'courseCancelled',
        desk: credit.reason === 'desk',
        ...creditLesson(credit, language, context),
        note: credit.note,
        validUntil,
        creditsLink: familyLink(context, '/profil', autolog),
        bookLink: bookLink(context, credit.source?.psnId),
      },
    };
  },
  CreditExpiryWarned: (data, context, eventId) => {
    const language = languageOf(data.notify.language);
    const autolog = autologOf(eventId, data.famId);
    return {
      kind: 'CreditExpire',
      autolog,
      variables: {
        member: data.memberName,
        validUntil: formatLongDay(data.validUntil, language, context.timeZone),
        daysLeft: daysLeft(data.at, data.validUntil, language, context.timeZone),
        creditsLink: familyLink(context, '/profil', autolog),
        bookLink: bookLink(context),
      },
    };
  },
};
