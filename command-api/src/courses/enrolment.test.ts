import { describe, expect, it } from 'vitest';
import { BOOKING, ENROLMENT_STATUS, cutoffOf, isBooked, isSeated, mayPromote, poolCutoffHours } from './enrolment.ts';

describe('enrolment statuses', () => {
  it('numbers the statuses as the spec does (stored views and the wire hold these numbers)', () => {
    expect(ENROLMENT_STATUS).toEqual({ inscrit: 1, present: 2, absent: 3, annule: 4, listeAttente: 5 });
  });

  it('holds a place while booked, present or absent; not once cancelled, nor while waiting', () => {
    expect([1, 2, 3, 4, 5].filter(isSeated)).toEqual([ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.present, ENROLMENT_STATUS.absent]);
  });

  it('stands until cancelled, waiting included', () => {
    expect([1, 2, 3, 4, 5].filter(isBooked)).toEqual([ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.present, ENROLMENT_STATUS.absent, ENROLMENT_STATUS.listeAttente]);
  });
});

describe('the cancellation cut-off', () => {
  const start = '2026-12-02T13:00:00.000Z';

  it('falls the pool’s hours before the start, 24 when the pool says none', () => {
    expect(BOOKING.cutoffHours).toBe(24);
    expect(cutoffOf(start)).toBe('2026-12-01T13:00:00.000Z');
    expect(cutoffOf(start, poolCutoffHours(null))).toBe('2026-12-01T13:00:00.000Z');
    expect(cutoffOf(start, poolCutoffHours(undefined))).toBe('2026-12-01T13:00:00.000Z');
    expect(cutoffOf(start, poolCutoffHours(48))).toBe('2026-11-30T13:00:00.000Z');
    expect(cutoffOf(start, poolCutoffHours(0))).toBe(start);
  });

  it('promotes from the waiting list until two hours before the start', () => {
    expect(mayPromote(start, '2026-12-02T11:00:00.000Z')).toBe(true);
    expect(mayPromote(start, '2026-12-02T11:00:00.001Z')).toBe(false);
  });
});
