import { givenCommands, refusalOf } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import type { Booker } from '../courses/events.ts';
import type { SlotSummary } from '../terms/events.ts';
import { slotDates } from '../terms/rules.ts';
import { checkAccess, datesFree, enrolledCount, placesFree, termSlotDecider, termWaitingList, type EnrolmentAccess, type TermSlotCommand } from './decider.ts';

const now = '2026-11-27T10:00:00.000Z';
const by = null;
const term = { firstDay: '2027-01-04', lastDay: '2027-01-31' };
const slot: SlotSummary = { tcsId: 7, psnId: 2, psnName: 'Tilleuls', acyId: 3, acyName: 'Apprentissage', day: 3, hour: 14, minute: 0, durationMin: 45, libelle: '' };
const dates = slotDates(term, { thrJour: 3, thrHeure: 14, thrMinute: 0 }, null, now);
const booker = (n: number): Booker => ({ famId: 100 + n, famName: `F${n}`, usrId: 200 + n, memberName: `Enfant ${n}`, notify: { email: '', name: `F${n}`, language: 'fr' } });
const open: EnrolmentAccess = { phase: 'open', opensAt: '2026-11-26T18:00:00.000Z', priorityFamily: false, desk: false };
const given = (...commands: TermSlotCommand[]) => {
  const past = givenCommands(termSlotDecider, ...commands);
  return { state: past.state, events: past.past, when: (command: TermSlotCommand) => past.when(command).events() };
};
const enrol = (n: number, options: { access?: Partial<EnrolmentAccess>; from?: string[]; capacity?: number; claims?: number[]; waitingList?: boolean; birthDate?: string | null; acyAge?: number } = {}): TermSlotCommand => ({
  type: 'Enrol',
  data: {
    termId: 1,
    enrolment: { enrId: n, booker: booker(n), cardId: 300 + n, fromDate: '2027-01-06', dates: options.from ?? dates, slot, termName: 'T2', englishTermName: 'Term 2', via: 'family' },
    access: { ...open, ...options.access },
    member: { called: `Enfant ${n}`, birthDate: options.birthDate === undefined ? '2018-05-01' : options.birthDate },
    ageRule: { acyAge: options.acyAge ?? 6, acyEnfant: true },
    capacity: options.capacity ?? 2,
    claims: options.claims ?? [],
    waitingList: options.waitingList ?? true,
    now,
    by,
  },
});
const drop = (n: number, fromDate: string, reason: 'family' | 'desk' | 'moved' = 'family'): TermSlotCommand => ({ type: 'Drop', data: { termId: 1, enrId: n, fromDate, reason, now, by } });
const promote = (n: number, capacity = 2): TermSlotCommand => ({ type: 'Promote', data: { termId: 1, enrId: n, cardId: 300 + n, fromDate: '2027-01-06', dates, capacity, claims: [] } as never });

describe('a slot’s places for a term', () => {
  it('enrols every lesson from the first while a place is free, then keeps a waiting list in order, or refuses when asked', () => {
    expect(dates).toEqual(['2027-01-06T13:00:00.000Z', '2027-01-13T13:00:00.000Z', '2027-01-20T13:00:00.000Z', '2027-01-27T13:00:00.000Z']);
    const slotState = given(enrol(1), enrol(2), enrol(3), enrol(4));
    expect(slotState.events.map((event) => event.type)).toEqual(['TermEnrolled', 'TermEnrolled', 'TermWaitlistJoined', 'TermWaitlistJoined']);
    expect(slotState.events[0]).toMatchObject({ data: { dates, fromDate: '2027-01-06', via: 'family' } });
    expect(slotState.events.at(-1)).toMatchObject({ data: { position: 2 } });
    expect(enrolledCount(slotState.state)).toBe(2);
    expect(termWaitingList(slotState.state).map((enrolment) => enrolment.enrId)).toEqual([3, 4]);
    expect(refusalOf(() => slotState.when(enrol(5, { waitingList: false })))).toBe('SlotFull');
  });

  it('enrols from a chosen week: only the lessons from it', () => {
    const later = dates.slice(2);
    expect(given().when(enrol(1, { from: later }))).toMatchObject([{ type: 'TermEnrolled', data: { dates: later } }]);
    expect(refusalOf(() => given().when(enrol(1, { from: [] })))).toBe('NoWeeksLeft');
  });

  it('enrols a child once, the same request twice deciding nothing again', () => {
    const once = given(enrol(1));
    expect(once.when(enrol(1))).toEqual([]);
    expect(refusalOf(() => once.when({ ...enrol(9), data: { ...(enrol(9).data as object), enrolment: { ...(enrol(9) as Extract<TermSlotCommand, { type: 'Enrol' }>).data.enrolment, booker: booker(1) } } } as TermSlotCommand))).toBe('AlreadyEnrolled');
  });

  it('applies the age rule at the first lesson', () => {
    expect(refusalOf(() => given().when(enrol(1, { birthDate: '2022-01-01' })))).toBe('TooYoung');
    expect(refusalOf(() => given().when(enrol(1, { birthDate: null })))).toBe('BirthDateNeeded');
    // Six on the day of the first lesson (6 January 2027) is old enough.
    expect(given().when(enrol(1, { birthDate: '2021-01-06' }))).toHaveLength(1);
  });

  it('refuses a weekly place of a level to a child below it (issue 26)', () => {
    const forLevel = (reached: boolean): TermSlotCommand => ({ ...enrol(1), data: { ...(enrol(1).data as object), levelRule: { levelName: 'Dauphin', reached } } } as TermSlotCommand);
    expect(refusalOf(() => given().when(forLevel(false)))).toBe('LevelNotReached');
    expect(given().when(forLevel(true))).toMatchObject([{ type: 'TermEnrolled' }]);
  });

  it('opens at its moment: closed before, current families only in the priority window, everyone after; the desk whenever', () => {
    expect(refusalOf(() => given().when(enrol(1, { access: { phase: 'closed' } })))).toBe('EnrolmentNotOpen');
    expect(refusalOf(() => given().when(enrol(1, { access: { phase: 'priority' } })))).toBe('PriorityOnly');
    expect(given().when(enrol(1, { access: { phase: 'priority', priorityFamily: true } }))).toHaveLength(1);
    expect(given().when(enrol(1, { access: { phase: 'closed', desk: true } }))).toHaveLength(1);
    expect(refusalOf(() => given().when(enrol(1, { access: { phase: 'ended', desk: true } })))).toBe('TermEnded');
  });

  it('keeps the first claim on its slot for a child enrolled there the term before, in the priority window', () => {
    // Two places; child 201 (family 101) was in the slot: a newcomer gets one place, not both.
    const access = { phase: 'priority' as const, priorityFamily: true };
    const first = given(enrol(2, { access, claims: [201] }));
    expect(first.events[0]!.type).toBe('TermEnrolled');
    expect(placesFree(first.state, 2, [201], 203)).toBe(0);
    expect(first.when(enrol(3, { access, claims: [201] }))).toMatchObject([{ type: 'TermWaitlistJoined' }]);
    // The claimant's own place is kept for them.
    expect(first.when(enrol(1, { access, claims: [201] }))).toMatchObject([{ type: 'TermEnrolled' }]);
  });

  it('ends an enrolment from a week, the place freed from that week only; the first waiting gets it', () => {
    const full = given(enrol(1), enrol(2), enrol(3), enrol(4));
    const third = dates[2]!.slice(0, 10);
    const dropped = givenCommands(termSlotDecider, enrol(1), enrol(2), enrol(3), enrol(4), drop(1, third));
    expect(dropped.past.at(-1)).toMatchObject({ type: 'TermEnrolmentDropped', data: { fromDate: third, wasWaiting: false, reason: 'family' } });
    // Weeks 1 and 2 are still child 1's: the first waiting gets weeks 3 and 4.
    expect(datesFree(dropped.state, 2, dates)).toEqual(dates.slice(2));
    expect(dropped.when(promote(4)).events()).toEqual([]);
    expect(dropped.when(promote(3)).events()).toMatchObject([{ type: 'TermWaitlistPromoted', data: { enrId: 3, dates: dates.slice(2), fromDate: third } }]);
    // Nobody is promoted while no place is free.
    expect(full.when(promote(3))).toEqual([]);
  });

  it('leaves a waiting list without freeing anything, and ends each enrolment once', () => {
    const slotState = given(enrol(1), enrol(2), enrol(3), drop(3, '2027-01-06'));
    expect(slotState.events.at(-1)).toMatchObject({ data: { wasWaiting: true } });
    expect(termWaitingList(slotState.state)).toEqual([]);
    // A person's stop coming second is refused (the other ended it); the steps that follow may repeat theirs.
    expect(refusalOf(() => slotState.when(drop(3, '2027-01-06')))).toBe('EnrolmentEnded');
    expect(slotState.when({ type: 'Drop', data: { termId: 1, enrId: 3, fromDate: '2027-01-06', reason: 'noEntry', now, by } })).toEqual([]);
    expect(refusalOf(() => slotState.when(drop(9, '2027-01-06')))).toBe('EnrolmentNotFound');
  });

  it('records a move to another slot as the end of this one', () => {
    const moved = given(enrol(1)).when({ type: 'Drop', data: { termId: 1, enrId: 1, fromDate: '2027-01-13', reason: 'moved', movedTo: { tcsId: 8, enrId: 50 }, now, by } });
    expect(moved).toMatchObject([{ type: 'TermEnrolmentDropped', data: { reason: 'moved', movedTo: { tcsId: 8, enrId: 50 }, fromDate: '2027-01-13' } }]);
  });

  it('refuses a move of an enrolment the family stopped meanwhile, and a stop of one the desk moved meanwhile (issue 41)', () => {
    const move = (n: number): TermSlotCommand => ({ type: 'Drop', data: { termId: 1, enrId: n, fromDate: '2027-01-13', reason: 'moved', movedTo: { tcsId: 8, enrId: 50 }, now, by } });
    expect(refusalOf(() => given(enrol(1), drop(1, '2027-01-13')).when(move(1)))).toBe('EnrolmentEnded');
    expect(refusalOf(() => given(enrol(1), move(1)).when(drop(1, '2027-01-13')))).toBe('EnrolmentEnded');
  });

  it('takes back a voided enrolment whole, from its first lesson, its place to the next', () => {
    const slotState = given(enrol(1, { capacity: 1 }), enrol(2, { capacity: 1 }));
    const voided = slotState.when({ type: 'Drop', data: { termId: 1, enrId: 1, fromDate: '2027-01-06', reason: 'voided', now, by } });
    expect(voided).toMatchObject([{ type: 'TermEnrolmentDropped', data: { reason: 'voided', fromDate: '2027-01-06', wasWaiting: false } }]);
  });

  it('answers "not open yet" before anything else a request carries, even a full slot (issue 41)', () => {
    const full = given(enrol(1, { capacity: 1 }));
    expect(refusalOf(() => full.when(enrol(2, { capacity: 1, waitingList: false, access: { phase: 'closed' } })))).toBe('EnrolmentNotOpen');
    expect(refusalOf(() => checkAccess({ ...open, phase: 'closed' }))).toBe('EnrolmentNotOpen');
    expect(refusalOf(() => checkAccess({ ...open, phase: 'priority' }))).toBe('PriorityOnly');
    expect(() => checkAccess({ ...open, phase: 'priority', priorityFamily: true })).not.toThrow();
    expect(() => checkAccess({ ...open, phase: 'closed', desk: true })).not.toThrow();
    expect(refusalOf(() => checkAccess({ ...open, phase: 'ended', desk: true }))).toBe('TermEnded');
  });
});

describe('a place held while the family pays the term’s price (issue 43)', () => {
  const hold = { orderId: 70, heldUntil: '2026-11-27T10:15:00.000Z', cents: 15_000 };
  const holding = (n: number, options: Parameters<typeof enrol>[1] = {}): TermSlotCommand => {
    const command = enrol(n, options) as Extract<TermSlotCommand, { type: 'Enrol' }>;
    return { ...command, data: { ...command.data, hold } };
  };
  const confirm = (n: number, cardId = 900, orderId = 70): TermSlotCommand => ({ type: 'ConfirmHold', data: { termId: 1, enrId: n, orderId, cardId, now, by } });
  const release = (n: number): TermSlotCommand => ({ type: 'Drop', data: { termId: 1, enrId: n, fromDate: '2027-01-13', reason: 'unpaid', now, by } });

  it('counts against the places, never joins the waiting list, and refuses a slot free for fewer lessons than priced', () => {
    const slotState = given(holding(1), enrol(2));
    expect(slotState.events.map((event) => event.type)).toEqual(['TermPlaceHeld', 'TermEnrolled']);
    expect(slotState.events[0]).toMatchObject({ data: { cardId: 0, orderId: 70, heldUntil: hold.heldUntil, cents: 15_000, dates } });
    expect(placesFree(slotState.state, 2)).toBe(0);
    expect(refusalOf(() => slotState.when(holding(3)))).toBe('SlotFull');
    expect(slotState.when(enrol(3))).toMatchObject([{ type: 'TermWaitlistJoined', data: { position: 1 } }]);
    // A place given up from week 3: free for two of the four lessons priced, refused rather than sold short (a card would take the two).
    const partly = given(enrol(1, { capacity: 1 }), drop(1, '2027-01-20'));
    expect(refusalOf(() => partly.when(holding(2, { capacity: 1 })))).toBe('SlotFull');
    expect(partly.when(enrol(2, { capacity: 1 }))).toMatchObject([{ type: 'TermEnrolled', data: { dates: dates.slice(2) } }]);
  });

  it('becomes the enrolment with the card its order gave, once, in its place in the order', () => {
    const held = given(holding(1), enrol(2, { capacity: 3 }));
    const confirmed = held.when(confirm(1));
    expect(confirmed).toMatchObject([{ type: 'TermEnrolled', data: { enrId: 1, cardId: 900, orderId: 70, dates, via: 'family' } }]);
    const after = given(holding(1), enrol(2, { capacity: 3 }), confirm(1));
    expect(after.state.enrolments[1]).toMatchObject({ status: 'enrolled', cardId: 900, seq: 1 });
    expect(after.when(confirm(1))).toEqual([]);
    // Another order's card confirms nothing.
    expect(refusalOf(() => held.when(confirm(1, 900, 71)))).toBe('EnrolmentNotFound');
  });

  it('is released whole when not paid: the place goes to the first waiting, a late payment confirms nothing', () => {
    const full = given(holding(1), enrol(2), enrol(3));
    const released = full.when(release(1));
    expect(released).toMatchObject([{ type: 'TermEnrolmentDropped', data: { enrId: 1, wasWaiting: true, wasHeld: true, reason: 'unpaid', fromDate: '2027-01-06' } }]);
    const after = given(holding(1), enrol(2), enrol(3), release(1));
    expect(after.state.enrolments[1]!.status).toBe('left');
    expect(placesFree(after.state, 2)).toBe(1);
    expect(refusalOf(() => after.when(confirm(1)))).toBe('HoldReleased');
    // The timer and the order's cancellation both release it: the second changes nothing.
    expect(after.when(release(1))).toEqual([]);
  });
});
