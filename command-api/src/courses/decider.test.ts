import { givenCommands, refusalOf } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { courseDecider, nextToPromote, seatsTaken, waitingList, type CourseCommand } from './decider.ts';
import type { Booker, CourseRecord } from './events.ts';
import { ageInMonths, minimumMonths, presenceWindow } from './rules.ts';
import { cutoffOf } from './enrolment.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;
const record: CourseRecord = { crsId: 5, psnId: 2, psnName: 'Oberkampf', acyId: 3, acyName: 'Aquagym', acyAge: 16, acyIdCplt: null, usrId: 4, mnsName: 'Sophie Lemaire', start: '2026-12-02T13:00:00.000Z', durationMin: 45, capacity: 2, tcsId: null, cutoffHours: 24 };
const booker = (n: number): Booker => ({ famId: 100 + n, famName: `F${n}`, usrId: 200 + n, memberName: `M${n}`, notify: { email: `f${n}@x.fr`, name: `F${n}`, language: 'fr' } });

/** Given these commands' events (the shared `givenCommands`), when this command: the events it decides. */
function given(...commands: CourseCommand[]) {
  const past = givenCommands(courseDecider, ...commands);
  return { state: past.state, events: past.past, when: (command: CourseCommand) => past.when(command).events() };
}
const schedule: CourseCommand = { type: 'Schedule', data: { course: record, now, by } };
const card = { fftIsAbo: false, entries: 10, used: 0, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [], psnIds: [], revoked: false };
const book = (n: number, waitingList = true): CourseCommand => ({
  type: 'Book',
  data: { insId: n, booker: booker(n), cardId: 300 + n, waitingList, member: { called: `M${n}`, birthDate: '1990-01-01' }, ageRule: { acyAge: 16, acyEnfant: false }, card, now, by },
});
const release = (n: number, at = now, reason: 'family' | 'noEntry' | 'courseCancelled' = 'family'): CourseCommand => ({ type: 'Release', data: { insId: n, reason, cutoff: cutoffOf(record.start, 24), now: at, by } });
const refusal = refusalOf;

describe('a course’s places', () => {
  it('seats while a place is free, then puts on the waiting list in order, or refuses when asked', () => {
    const course = given(schedule, book(1), book(2), book(3), book(4));
    expect(course.events.map((event) => event.type)).toEqual(['CourseScheduled', 'SeatTaken', 'SeatTaken', 'WaitlistJoined', 'WaitlistJoined']);
    expect(course.events.at(-1)).toMatchObject({ data: { position: 2 } });
    expect(seatsTaken(course.state)).toBe(2);
    expect(waitingList(course.state).map((ins) => ins.insId)).toEqual([3, 4]);
    expect(refusal(() => course.when(book(5, false)))).toBe('CourseFull');
  });

  it('refuses a child below the course’s level, books the one who reached it, and changes a course’s level', () => {
    const forLevel = (n: number, reached: boolean): CourseCommand => ({ ...book(n), data: { ...book(n).data, levelRule: { levelName: 'Grenouille', reached } } } as CourseCommand);
    expect(refusal(() => given(schedule).when(forLevel(1, false)))).toBe('LevelNotReached');
    expect(given(schedule).when(forLevel(2, true))).toMatchObject([{ type: 'SeatTaken', data: { insId: 2 } }]);
    const levelled = given(schedule).when({ type: 'Change', data: { lvlId: 8, levelName: 'Grenouille', levelEnglishName: 'Frog', now, by } });
    expect(levelled).toEqual([{ type: 'CourseChanged', data: { crsId: 5, lvlId: 8, levelName: 'Grenouille', levelEnglishName: 'Frog', at: now, by } }]);
    expect(given(schedule, { type: 'Change', data: { lvlId: 8, levelName: 'Grenouille', now, by } }).when({ type: 'Change', data: { lvlId: 8, levelName: 'Grenouille', now, by } })).toEqual([]);
  });

  it('books a member once, and never a started or cancelled course', () => {
    expect(refusal(() => given(schedule, book(1)).when({ ...book(9), data: { ...book(9).data, booker: booker(1) } } as CourseCommand))).toBe('AlreadyBooked');
    expect(given(schedule, book(1)).when(book(1))).toEqual([]);
    expect(refusal(() => given(schedule).when({ ...book(1), data: { ...book(1).data, now: record.start } } as CourseCommand))).toBe('CourseStarted');
    expect(refusal(() => given(schedule, { type: 'Cancel', data: { reason: 'fermé', now, by } }).when(book(1)))).toBe('CourseCancelled');
    expect(refusal(() => given().when(book(1)))).toBe('CourseNotFound');
  });

  it('gives the entry back before the cut-off, not after, and nothing for a place never paid', () => {
    const course = given(schedule, book(1), book(2), book(3));
    expect(course.when(release(1))).toMatchObject([{ type: 'SeatReleased', data: { refund: true, late: false, wasWaiting: false } }]);
    expect(course.when(release(1, '2026-12-02T12:00:00.000Z'))).toMatchObject([{ data: { refund: false, late: true } }]);
    expect(course.when(release(1, now, 'noEntry'))).toMatchObject([{ data: { refund: false, late: false } }]);
    expect(course.when(release(3))).toMatchObject([{ data: { refund: false, wasWaiting: true } }]);
    expect(refusal(() => course.when(release(1, record.start)))).toBe('CourseStarted');
    expect(given(schedule, book(1), release(1)).when(release(1))).toEqual([]);
  });

  it('tells each family released by the school’s cancellation the reason given', () => {
    const course = given(schedule, book(1), book(2), book(3), { type: 'Cancel', data: { reason: 'Bassin fermé pour vidange', now, by } });
    expect(course.when(release(1, now, 'courseCancelled'))).toMatchObject([{ type: 'SeatReleased', data: { reason: 'courseCancelled', refund: true, cancelReason: 'Bassin fermé pour vidange' } }]);
    expect(course.when(release(3, now, 'courseCancelled'))).toMatchObject([{ data: { wasWaiting: true, cancelReason: 'Bassin fermé pour vidange' } }]);
    expect(given(schedule, book(1)).when(release(1))[0]!.data).not.toHaveProperty('cancelReason');
  });

  it('keeps a freed place for the first waiting, only while the start is far enough away', () => {
    const course = given(schedule, book(1), book(2), book(3), book(4), release(1));
    expect(nextToPromote(course.state, now)?.insId).toBe(3);
    expect(nextToPromote(course.state, '2026-12-02T12:00:00.000Z')).toBeNull();
    // A newcomer does not jump the list: the free place is the waiting list's.
    expect(course.when(book(5))[0]!.type).toBe('WaitlistJoined');
    expect(course.when({ type: 'Promote', data: { insId: 4, cardId: 304, now, by } })).toEqual([]);
    expect(course.when({ type: 'Promote', data: { insId: 3, cardId: 303, now, by } })).toMatchObject([{ type: 'WaitlistPromoted', data: { insId: 3, cardId: 303 } }]);
  });

  it('marks presence of those seated, and refuses a capacity below the seats taken', () => {
    const course = given(schedule, book(1), book(2), book(3));
    const atPool = '2026-12-02T12:50:00.000Z';
    expect(course.when({ type: 'MarkPresence', data: { insId: 1, present: true, now: atPool, by } })).toMatchObject([{ type: 'PresenceMarked' }]);
    expect(refusal(() => course.when({ type: 'MarkPresence', data: { insId: 3, present: true, now: atPool, by } }))).toBe('InscriptionNotFound');
    expect(refusal(() => course.when({ type: 'Change', data: { capacity: 1, now, by } }))).toBe('CapacityBelowBooked');
    expect(course.when({ type: 'Change', data: { usrId: 7, mnsName: 'Karim', capacity: 3, now, by } })).toMatchObject([{ data: { usrId: 7, mnsName: 'Karim', capacity: 3 } }]);
    expect(course.when({ type: 'Change', data: { usrId: 4, capacity: 2, now, by } })).toEqual([]);
  });

  it('marks presence from 30 minutes before the start until 7 days after, and refuses it outside', () => {
    const course = given(schedule, book(1));
    const mark = (at: string, present = false) => () => course.when({ type: 'MarkPresence', data: { insId: 1, present, now: at, by } });
    expect(presenceWindow(record.start)).toEqual({ opensAt: '2026-12-02T12:30:00.000Z', closesAt: '2026-12-09T13:00:00.000Z' });
    // Nine days ahead (the lesson of a family that could still cancel): refused, whoever asks.
    expect(refusal(mark(now))).toBe('PresenceNotYet');
    expect(refusal(mark('2026-12-02T12:29:59.000Z'))).toBe('PresenceNotYet');
    expect(mark('2026-12-02T12:30:00.000Z')()).toMatchObject([{ type: 'PresenceMarked', data: { insId: 1, present: false } }]);
    expect(mark('2026-12-09T13:00:00.000Z', true)()).toMatchObject([{ type: 'PresenceMarked', data: { present: true } }]);
    expect(refusal(mark('2026-12-09T13:00:01.000Z'))).toBe('PresenceClosed');
    // Marked offline on what the deck showed: someone else's other mark meanwhile stands (409).
    const seen = (at: string, present: boolean, status: number) => () => course.when({ type: 'MarkPresence', data: { insId: 1, present, seen: status, now: at, by } });
    const marked = given(schedule, book(1), { type: 'MarkPresence', data: { insId: 1, present: false, now: '2026-12-02T12:40:00.000Z', by } });
    const meanwhile = (present: boolean, status: number) => () => marked.when({ type: 'MarkPresence', data: { insId: 1, present, seen: status, now: '2026-12-02T12:50:00.000Z', by } });
    expect(seen('2026-12-02T12:50:00.000Z', true, 1)()).toMatchObject([{ type: 'PresenceMarked', data: { present: true } }]);
    expect(refusal(meanwhile(true, 1))).toBe('PresenceChangedMeanwhile');
    expect(meanwhile(true, 1)).toThrow(expect.objectContaining({ status: 409, messages: expect.objectContaining({ en: 'Someone marked this member absent meanwhile: nothing was changed; check, then mark again' }) }));
    // The same mark as the one made meanwhile: nothing to refuse, nothing recorded; seen as it stands: marked.
    expect(meanwhile(false, 1)()).toEqual([]);
    expect(meanwhile(true, 3)()).toMatchObject([{ type: 'PresenceMarked', data: { present: true } }]);
    expect(mark(now)).toThrow(expect.objectContaining({ messages: { fr: 'La présence se note à partir de 30 minutes avant le début du cours', en: 'Attendance can be marked from 30 minutes before the lesson starts' } }));
  });
});

describe('ages', () => {
  it('counts whole months on the day of the lesson, in Paris', () => {
    expect(ageInMonths('2020-05-10', '2026-05-09T08:00:00Z')).toBe(71);
    expect(ageInMonths('2020-05-10', '2026-05-10T08:00:00Z')).toBe(72);
    expect(minimumMonths(0)).toBe(6);
    expect(minimumMonths(6)).toBe(72);
  });
});
