import type { NameTranslations } from '../shared/contract.ts';
import { enrolmentHead, type EnrolmentView, type EnrolmentWeek } from '../terms/contract.ts';
import { termWaitingList, type TermEnrolment, type TermSlotState } from './decider.ts';

/** What an enrolling request knows when it has decided: the slot's stream, the seats it took, the courses it found. */
export interface DecidedEnrolment {
  enrolment: TermEnrolment;
  state: TermSlotState;
  termId: number;
  joinedAt: string;
  via: string;
  pool: { libelle: string; translations?: { en?: { libelle?: string | undefined } | undefined } | undefined };
  activity: { libelle: string; translations?: { en?: { libelle?: string | undefined } | undefined } | undefined };
  /** The lessons already scheduled: lesson start → course id. */
  courses: ReadonlyMap<string, number>;
  /** The seats the child holds, by lesson start. */
  seats: ReadonlyMap<string, { crsId: number; insId: number }>;
  /** Lessons whose course had no place (or was cancelled): their entries went back. */
  refused: ReadonlySet<string>;
}

/** A catalogue name as the read side serves it: French, and English when written. */
const named = (id: number, doc: DecidedEnrolment['pool']) => {
  const english = doc.translations?.en?.libelle?.trim();
  const translations: NameTranslations = english ? { en: { libelle: doc.translations!.en!.libelle! } } : {};
  return { id, libelle: doc.libelle, translations };
};

/**
 * The answer to an enrolment, from what the request decided (issue 42), without waiting for the
 * read models: the same view the read side gives once they have caught up
 * (query-api/src/terms/queries.ts `enrolmentViews`; tests/integration/term-enrolment.test.ts reads
 * both and compares them). Only for an enrolment just made: every lesson is to come.
 */
export function decidedEnrolmentView(decided: DecidedEnrolment): EnrolmentView {
  const { enrolment, state, courses, seats, refused } = decided;
  const waiting = enrolment.status === 'waiting';
  const weeks: EnrolmentWeek[] =
    enrolment.status === 'enrolled'
      ? enrolment.dates.map((date) => {
          const seat = seats.get(date);
          if (seat) return { date, crsId: seat.crsId, insId: seat.insId, refunded: false, state: 'coming' };
          const crsId = courses.get(date) ?? null;
          if (refused.has(date)) return { date, crsId, insId: null, refunded: true, state: 'noSeat' };
          return { date, crsId, insId: null, refunded: false, state: crsId !== null ? 'coming' : 'unscheduled' };
        })
      : [];
  return {
    ...enrolmentHead({ ...enrolment, termId: decided.termId, tcsId: enrolment.slot.tcsId }),
    ...(enrolment.hold && enrolment.status === 'held' && { hold: enrolment.hold }),
    position: waiting ? termWaitingList(state).findIndex((other) => other.enrId === enrolment.enrId) + 1 : null,
    fromDate: enrolment.fromDate,
    untilDate: enrolment.untilDate,
    joinedAt: decided.joinedAt,
    via: decided.via,
    piscine: named(enrolment.slot.psnId, decided.pool),
    activite: named(enrolment.slot.acyId, decided.activity),
    slotLabel: enrolment.slot.libelle,
    slotEnglishLabel: enrolment.slot.englishLabel ?? '',
    day: enrolment.slot.day,
    hour: enrolment.slot.hour,
    minute: enrolment.slot.minute,
    durationMin: enrolment.slot.durationMin,
    weeksPaid: weeks.filter((week) => !week.refunded && week.state !== 'noSeat').length,
    weeks,
  };
}
