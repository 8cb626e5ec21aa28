/**
 * Events of issue 23 (running a term) written by hand from their types, for the read side's tests:
 * what the command side appends, so the projectors and query routes are tested on the events
 * themselves, before and apart from the routes that append them.
 */
import type {
  Booker,
  ClosureDeclared,
  ClosureLifted,
  CourseChanged,
  CourseRecord,
  CourseScheduled,
  CourseSummary,
  CreditExpired,
  CreditExpiryWarned,
  CreditGiven,
  CreditRecord,
  CreditReturned,
  CreditSpent,
  FamilyRemindersSet,
  LessonReminded,
  PlaceOffered,
  SchoolRulesSaved,
  SeatReleased,
  SeatTaken,
  WaitlistJoined,
  WaitlistPromoted,
} from '@plouf/command-api/events';

export type AnyEvent =
  | CourseScheduled
  | CourseChanged
  | SeatTaken
  | WaitlistJoined
  | WaitlistPromoted
  | PlaceOffered
  | LessonReminded
  | SeatReleased
  | CreditGiven
  | CreditSpent
  | CreditReturned
  | CreditExpiryWarned
  | CreditExpired
  | ClosureDeclared
  | ClosureLifted
  | SchoolRulesSaved
  | FamilyRemindersSet;

const by = null;

export function course(crsId: number, start: string, options: Partial<CourseRecord> = {}): CourseRecord {
  return {
    crsId,
    libelle: '',
    psnId: 7,
    psnName: 'Piscine des Dauphins',
    acyId: 3,
    acyName: 'Apprentissage',
    acyAge: 6,
    acyIdCplt: null,
    usrId: 40,
    mnsName: 'Marine Nageuse',
    start,
    durationMin: 45,
    capacity: 2,
    tcsId: null,
    cutoffHours: 24,
    ...options,
  };
}

export const scheduled = (record: CourseRecord, at: string): CourseScheduled => ({ type: 'CourseScheduled', data: { ...record, at, by } });

export const summary = (record: CourseRecord): CourseSummary => ({ crsId: record.crsId, psnId: record.psnId, psnName: record.psnName, acyName: record.acyName, start: record.start, durationMin: record.durationMin });

export const booker = (famId: number, usrId: number, memberName: string): Booker => ({ famId, famName: `Famille ${famId}`, usrId, memberName, notify: { email: `famille${famId}@plouf.test`, name: memberName, language: 'fr' } });

type Seat = { record: CourseRecord; who: Booker; insId: number; cardId: number; at: string };
export const seatTaken = ({ record, who, insId, cardId, at }: Seat, makeup = false): SeatTaken => ({
  type: 'SeatTaken',
  data: { ...who, crsId: record.crsId, insId, cardId, course: summary(record), at, by, ...(makeup && { makeup: true }) },
});
export const waitlistJoined = ({ record, who, insId, cardId, at }: Seat, position: number): WaitlistJoined => ({ type: 'WaitlistJoined', data: { ...who, crsId: record.crsId, insId, cardId, course: summary(record), position, at, by } });
export const placeOffered = ({ record, who, insId, cardId, at }: Seat, until: string): PlaceOffered => ({ type: 'PlaceOffered', data: { ...who, crsId: record.crsId, insId, cardId, until, course: summary(record), at, by } });
export const promoted = ({ record, who, insId, cardId, at }: Seat, offer: boolean): WaitlistPromoted => ({ type: 'WaitlistPromoted', data: { ...who, crsId: record.crsId, insId, cardId, course: summary(record), at, by, ...(offer && { offer: true }) } });
export const reminded = ({ record, who, insId, at }: Seat): LessonReminded => ({ type: 'LessonReminded', data: { ...who, crsId: record.crsId, insId, course: summary(record), at, by } });
export const released = (
  { record, who, insId, cardId, at }: Seat,
  reason: SeatReleased['data']['reason'],
  facts: Partial<Pick<SeatReleased['data'], 'wasWaiting' | 'late' | 'refund' | 'credit' | 'closure' | 'makeup' | 'cancelReason'>> = {},
): SeatReleased => ({
  type: 'SeatReleased',
  data: { ...who, crsId: record.crsId, insId, cardId, reason, wasWaiting: false, late: false, refund: true, course: summary(record), ...facts, at, by },
});

export function credit(creditId: number, usrId: number, memberName: string, options: Partial<CreditRecord> = {}): CreditRecord {
  return {
    creditId,
    usrId,
    memberName,
    reason: 'desk',
    note: 'Geste commercial',
    acyIds: [],
    psnIds: [],
    validFrom: '2026-12-01T00:00:00.000Z',
    validUntil: '2027-01-30T22:59:59.999Z',
    source: null,
    ...options,
  };
}
export const creditGiven = (famId: number, record: CreditRecord, at: string): CreditGiven => ({
  type: 'CreditGiven',
  data: { famId, credit: record, notify: { email: `famille${famId}@plouf.test`, name: record.memberName, language: 'fr' }, at, by },
});
export const creditSpent = (famId: number, creditId: number, insId: number, crsId: number, at: string): CreditSpent => ({ type: 'CreditSpent', data: { famId, creditId, insId, crsId, at, by } });
export const creditReturned = (famId: number, creditId: number, insId: number, crsId: number, at: string): CreditReturned => ({ type: 'CreditReturned', data: { famId, creditId, insId, crsId, at, by } });
export const creditWarned = (famId: number, record: CreditRecord, at: string): CreditExpiryWarned => ({
  type: 'CreditExpiryWarned',
  data: { famId, creditId: record.creditId, usrId: record.usrId, memberName: record.memberName, validUntil: record.validUntil, notify: { email: `famille${famId}@plouf.test`, name: record.memberName, language: 'fr' }, at, by },
});
export const creditExpired = (famId: number, record: CreditRecord, at: string): CreditExpired => ({ type: 'CreditExpired', data: { famId, creditId: record.creditId, usrId: record.usrId, at, by } });

export function closureDeclared(closureId: number, days: { from: string; to: string }, options: Partial<ClosureDeclared['data']> = {}): ClosureDeclared {
  return {
    type: 'ClosureDeclared',
    data: {
      closureId,
      psnId: 7,
      psnName: 'Piscine des Dauphins',
      acyId: null,
      acyName: null,
      reason: 'Vidange annuelle',
      englishReason: 'Yearly draining',
      compensation: 'credit',
      crsIds: [],
      at: '2026-12-01T09:00:00.000Z',
      by,
      ...days,
      ...options,
    },
  };
}
export const closureLifted = (closureId: number, at: string): ClosureLifted => ({ type: 'ClosureLifted', data: { closureId, at, by } });
export const rulesSaved = (data: Omit<SchoolRulesSaved['data'], 'by'>): SchoolRulesSaved => ({ type: 'SchoolRulesSaved', data: { ...data, by } });
export const remindersSet = (famId: number, reminders: boolean, at: string): FamilyRemindersSet => ({ type: 'FamilyRemindersSet', data: { famId, reminders, at, by } });
