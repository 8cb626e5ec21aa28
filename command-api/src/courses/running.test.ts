/** The course decider while a term runs (issue 23): offers, absences, make-ups, a capped waiting list, reminders, a closure's cancellation. */
import { givenCommands, refusalOf } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { courseDecider, nextToPromote, placesHeld, type CourseCommand } from './decider.ts';
import type { Booker, CourseRecord } from './events.ts';
import { cutoffOf } from './enrolment.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;
const record: CourseRecord = { crsId: 5, psnId: 2, psnName: 'Oberkampf', acyId: 3, acyName: 'Aquagym', acyAge: 16, acyIdCplt: null, usrId: 4, mnsName: 'Sophie Lemaire', start: '2026-12-02T13:00:00.000Z', durationMin: 45, capacity: 2, tcsId: null, cutoffHours: 24 };
const booker = (n: number): Booker => ({ famId: 100 + n, famName: `F${n}`, usrId: 200 + n, memberName: `M${n}`, notify: { email: `f${n}@x.fr`, name: `F${n}`, language: 'fr' } });
const given = (...commands: CourseCommand[]) => {
  const past = givenCommands(courseDecider, ...commands);
  return { state: past.state, events: past.past, when: (command: CourseCommand) => past.when(command).events() };
};
const schedule: CourseCommand = { type: 'Schedule', data: { course: record, now, by } };
const card = { fftIsAbo: false, entries: 10, used: 0, validFrom: now, validUntil: '2027-11-23T22:59:59.000Z', acyIds: [], psnIds: [], revoked: false };
const book = (n: number, extra: Partial<Extract<CourseCommand, { type: 'Book' }>['data']> = {}): CourseCommand => ({
  type: 'Book',
  data: { insId: n, booker: booker(n), cardId: 300 + n, waitingList: true, member: { called: `M${n}`, birthDate: '1990-01-01' }, ageRule: { acyAge: 16, acyEnfant: false }, card, now, by, ...extra },
});
const credit = (n: number, extra: object = {}) => ({ usrId: 200 + n, status: 'open' as const, validFrom: now, validUntil: '2027-01-22T22:59:59.000Z', acyIds: [3], psnIds: [], ...extra });
const makeup = (n: number, extraPlaces = 0, creditExtra: object = {}) => book(n, { cardId: 900 + n, card: null, credit: credit(n, creditExtra), extraPlaces, waitingList: true });
const release = (n: number, reason: 'family' | 'absence' | 'courseCancelled', at = now, compensation?: 'credit' | 'entry'): CourseCommand => ({
  type: 'Release',
  data: { insId: n, reason, cutoff: cutoffOf(record.start, 24), now: at, by, ...(compensation && { compensation }) },
});
const until = '2026-11-23T22:00:00.000Z';
const offer = (n: number, at = now, to = until): CourseCommand => ({ type: 'Offer', data: { insId: n, until: to, now: at, by } });

describe('a waiting list by offer', () => {
  it('holds a freed place for the first waiting until the offer ends; newcomers and the next wait', () => {
    const course = given(schedule, book(1), book(2), book(3), book(4), release(1, 'family'));
    expect(course.when(offer(4))).toEqual([]);
    const offered = given(schedule, book(1), book(2), book(3), book(4), release(1, 'family'), offer(3));
    expect(offered.events.at(-1)).toMatchObject({ type: 'PlaceOffered', data: { insId: 3, until } });
    expect(placesHeld(offered.state)).toBe(2);
    expect(nextToPromote(offered.state, now)).toBeNull();
    expect(offered.when(book(5))[0]!.type).toBe('WaitlistJoined');
    expect(offered.when(offer(3))).toEqual([]);
  });

  it('seats the family that accepts in time with the card it chooses, and refuses one too late', () => {
    const offered = given(schedule, book(1), book(2), book(3), release(1, 'family'), offer(3));
    expect(offered.when({ type: 'AcceptOffer', data: { insId: 3, cardId: 999, now, by } })).toMatchObject([{ type: 'WaitlistPromoted', data: { insId: 3, cardId: 999, offer: true } }]);
    expect(refusalOf(() => offered.when({ type: 'AcceptOffer', data: { insId: 3, cardId: 303, now: '2026-11-23T22:00:00.001Z', by } }))).toBe('OfferExpired');
    expect(refusalOf(() => given(schedule, book(1), book(2), book(3)).when({ type: 'AcceptOffer', data: { insId: 3, cardId: 303, now, by } }))).toBe('OfferNotFound');
  });

  it('takes a family off the list when it declines or lets the offer end, and the place goes to the next', () => {
    const offered = given(schedule, book(1), book(2), book(3), book(4), release(1, 'family'), offer(3));
    expect(offered.when({ type: 'DeclineOffer', data: { insId: 3, now, by } })).toMatchObject([{ type: 'SeatReleased', data: { insId: 3, reason: 'offerDeclined', wasWaiting: true, refund: false } }]);
    // Not before its end, and only the offer it was scheduled for.
    expect(offered.when({ type: 'ExpireOffer', data: { insId: 3, until, now, by } })).toEqual([]);
    expect(offered.when({ type: 'ExpireOffer', data: { insId: 3, until: '2026-11-23T20:00:00.000Z', now: until, by } })).toEqual([]);
    expect(offered.when({ type: 'ExpireOffer', data: { insId: 3, until, now: until, by } })).toMatchObject([{ type: 'SeatReleased', data: { reason: 'offerExpired' } }]);
    const passed = given(schedule, book(1), book(2), book(3), book(4), release(1, 'family'), offer(3), { type: 'ExpireOffer', data: { insId: 3, until, now: until, by } });
    expect(nextToPromote(passed.state, until)?.insId).toBe(4);
    // Accepted meanwhile: the end acts on nothing.
    const accepted = given(schedule, book(1), book(2), book(3), release(1, 'family'), offer(3), { type: 'AcceptOffer', data: { insId: 3, cardId: 303, now, by } });
    expect(accepted.when({ type: 'ExpireOffer', data: { insId: 3, until, now: until, by } })).toEqual([]);
  });

  it('caps the waiting list when the pool asks', () => {
    const full = given(schedule, book(1), book(2), book(3, { waitlistCap: 2 }), book(4, { waitlistCap: 2 }));
    expect(refusalOf(() => full.when(book(5, { waitlistCap: 2 })))).toBe('WaitlistFull');
    expect(full.when(book(5))[0]!.type).toBe('WaitlistJoined');
  });
});

describe('absences declared ahead', () => {
  it('frees the place: what paid comes back before the cut-off (a credit when asked), nothing after', () => {
    const course = given(schedule, book(1), book(2), book(3));
    expect(course.when(release(1, 'absence'))).toMatchObject([{ type: 'SeatReleased', data: { reason: 'absence', refund: true, late: false } }]);
    expect(course.when(release(1, 'absence'))[0]!.data).not.toHaveProperty('credit');
    expect(course.when(release(1, 'absence', now, 'credit'))).toMatchObject([{ data: { refund: true, credit: true } }]);
    expect(course.when(release(1, 'absence', '2026-12-02T12:00:00.000Z', 'credit'))).toMatchObject([{ data: { refund: false, late: true } }]);
    expect(course.when(release(1, 'absence', '2026-12-02T12:00:00.000Z', 'credit'))[0]!.data).not.toHaveProperty('credit');
    expect(refusalOf(() => course.when(release(3, 'absence')))).toBe('AbsenceNotSeated');
    expect(refusalOf(() => course.when(release(1, 'absence', record.start)))).toBe('CourseStarted');
  });
});

describe('make-ups with a credit', () => {
  it('take a free place or an extra one, never the waiting list, and only the credit’s own member', () => {
    const course = given(schedule, book(1), book(2));
    expect(refusalOf(() => course.when(makeup(3)))).toBe('MakeupFull');
    expect(course.when(makeup(3, 1))).toMatchObject([{ type: 'SeatTaken', data: { makeup: true, cardId: 903 } }]);
    expect(refusalOf(() => given(schedule, book(1), book(2), makeup(3, 1)).when(makeup(4, 1)))).toBe('MakeupFull');
    expect(refusalOf(() => given(schedule).when(makeup(3, 0, { usrId: 999 })))).toBe('CardRefused');
    expect(refusalOf(() => given(schedule).when(makeup(3, 0, { status: 'used' })))).toBe('CardRefused');
    expect(refusalOf(() => given(schedule).when(makeup(3, 0, { validUntil: '2026-12-01T22:59:59.000Z' })))).toBe('CardRefused');
    expect(refusalOf(() => given(schedule).when(makeup(3, 0, { acyIds: [7] })))).toBe('CardRefused');
  });

  it('a make-up cancelled gives its credit back, not a new one', () => {
    const course = given(schedule, makeup(3));
    expect(course.when(release(3, 'absence', now, 'credit'))).toMatchObject([{ data: { refund: true, makeup: true } }]);
    expect(course.when(release(3, 'absence', now, 'credit'))[0]!.data).not.toHaveProperty('credit');
  });
});

describe('the school’s cancellation', () => {
  it('releases everyone with the compensation and the closure it was cancelled with', () => {
    const closure = { closureId: 7, from: '2026-12-01', to: '2026-12-06' };
    const course = given(schedule, book(1), book(2), book(3), { type: 'Cancel', data: { reason: 'Vidange', compensation: 'credit', closure, now, by } });
    expect(course.events.at(-1)).toMatchObject({ type: 'CourseCancelled', data: { compensation: 'credit', closure } });
    expect(course.when(release(1, 'courseCancelled'))).toMatchObject([{ data: { refund: true, credit: true, closure, cancelReason: 'Vidange' } }]);
    expect(course.when(release(3, 'courseCancelled'))[0]!.data).not.toHaveProperty('credit');
    const entry = given(schedule, book(1), { type: 'Cancel', data: { reason: 'Vidange', compensation: 'entry', now, by } });
    expect(entry.when(release(1, 'courseCancelled'))[0]!.data).not.toHaveProperty('credit');
  });
});

describe('reminders', () => {
  it('remind a place still held, on the lesson as it starts, before it starts, once', () => {
    const course = given(schedule, book(1), book(2), book(3));
    const remind = (n: number, start = record.start, at = now): CourseCommand => ({ type: 'Remind', data: { insId: n, start, now: at, by } });
    expect(course.when(remind(1))).toMatchObject([{ type: 'LessonReminded', data: { insId: 1, usrId: 201, course: { start: record.start } } }]);
    expect(given(schedule, book(1), remind(1)).when(remind(1))).toEqual([]);
    expect(course.when(remind(3))).toEqual([]);
    expect(given(schedule, book(1), release(1, 'family')).when(remind(1))).toEqual([]);
    expect(course.when(remind(1, '2026-12-03T13:00:00.000Z'))).toEqual([]);
    expect(course.when(remind(1, record.start, record.start))).toEqual([]);
    expect(given(schedule, book(1), { type: 'Cancel', data: { reason: 'x', now, by } }).when(remind(1))).toEqual([]);
  });
});
