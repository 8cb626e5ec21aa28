import { describe, expect, it } from 'vitest';
import { when } from './lessons.ts';
import { methodKey, share } from './money.ts';

describe('the dashboard’s facts', () => {
  it('shares a refund among an order’s lines to the cent, in proportion to what each has not given back', () => {
    expect(share(100, [200, 100])).toEqual([67, 33]);
    expect(share(13500, [15000])).toEqual([13500]);
    expect(share(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(share(500, [0, 0])).toEqual([0, 0]);
    const shares = share(9999, [3333, 3333, 3334]);
    expect(shares.reduce((sum, value) => sum + value, 0)).toBe(9999);
  });

  it('places a lesson in the Paris week, winter and summer', () => {
    expect(when('2026-11-25T13:00:00.000Z')).toMatchObject({ day: '2026-11-25', weekday: 3, hour: 14 });
    expect(when('2027-06-06T22:30:00.000Z')).toMatchObject({ day: '2027-06-07', weekday: 1, hour: 0 });
  });

  it('names the payment methods of the spec, the card taking PayPal and the card in three', () => {
    expect([0, 1, 2, 3, 4].map(methodKey)).toEqual(['card', 'cheque', 'transfer', 'card', 'card']);
  });
});
