import { describe, expect, it } from 'vitest';
import { holdLeft, paidReturnPath, readCartReturn } from './cartReturn.ts';

const at = '2026-12-01T10:00:00.000Z';
const stored = (fields: Record<string, unknown> = {}) => JSON.stringify({ path: '/reserver?psnId=2&trimestre=5&creneau=3', fftId: 4, label: 'Mercredi à 14:00', at, ...fields });

describe('the way back from the cart to a term’s slot', () => {
  it('is read back within a day', () => {
    expect(readCartReturn(stored(), new Date('2026-12-01T11:00:00.000Z'))).toEqual({ path: '/reserver?psnId=2&trimestre=5&creneau=3', fftId: 4, label: 'Mercredi à 14:00', at });
    expect(readCartReturn(stored(), new Date('2026-12-02T10:00:00.000Z'))).toBeNull();
  });

  it('is not followed off the site, nor when it cannot be read', () => {
    expect(readCartReturn(stored({ path: 'https://example.com/' }), new Date(at))).toBeNull();
    expect(readCartReturn(stored({ path: '//example.com/' }), new Date(at))).toBeNull();
    expect(readCartReturn('{', new Date(at))).toBeNull();
    expect(readCartReturn(null, new Date(at))).toBeNull();
    expect(readCartReturn(stored({ fftId: '4' }), new Date(at))).toBeNull();
  });

  it('lands on the slot naming the order paid', () => {
    expect(paidReturnPath({ path: '/reserver?psnId=2&creneau=3' }, 812)).toBe('/reserver?psnId=2&creneau=3&commande=812');
    expect(paidReturnPath({ path: '/piscines/tilleuls?creneau=3&commande=1' }, 9)).toBe('/piscines/tilleuls?creneau=3&commande=9');
    expect(paidReturnPath({ path: '/piscines/tilleuls' }, 9)).toBe('/piscines/tilleuls?commande=9');
  });

  it('keeps a held place’s deadline and whose place it is, and drops a deadline it cannot read (issue 43)', () => {
    const now = new Date('2026-12-01T10:01:00.000Z');
    expect(readCartReturn(stored({ heldUntil: '2026-12-01T10:10:00.000Z', member: 'Léo Martin', orderId: 12 }), now)).toMatchObject({ heldUntil: '2026-12-01T10:10:00.000Z', member: 'Léo Martin', orderId: 12 });
    expect(readCartReturn(stored({ heldUntil: 'soon', member: 'Léo Martin', orderId: 12 }), now)).toEqual({ path: '/reserver?psnId=2&trimestre=5&creneau=3', fftId: 4, label: 'Mercredi à 14:00', at });
    expect(readCartReturn(stored({ heldUntil: '2026-12-01T10:10:00.000Z', member: 'Léo Martin' }), now)).toEqual({ path: '/reserver?psnId=2&trimestre=5&creneau=3', fftId: 4, label: 'Mercredi à 14:00', at });
    expect(readCartReturn(stored({ heldUntil: '2026-12-01T10:10:00.000Z', member: 7, orderId: 12 }), now)).toEqual({ path: '/reserver?psnId=2&trimestre=5&creneau=3', fftId: 4, label: 'Mercredi à 14:00', at, heldUntil: '2026-12-01T10:10:00.000Z', orderId: 12 });
  });

  it('counts a held place’s minutes left up to its last second, then says it is past', () => {
    const until = '2026-12-01T10:10:00.000Z';
    expect(holdLeft(until, new Date('2026-12-01T10:01:30.000Z'))).toEqual({ minutes: 9 });
    expect(holdLeft(until, new Date('2026-12-01T10:09:59.000Z'))).toEqual({ minutes: 1 });
    expect(holdLeft(until, new Date(until))).toBe('expired');
    expect(holdLeft(until, new Date('2026-12-01T11:00:00.000Z'))).toBe('expired');
  });
});
