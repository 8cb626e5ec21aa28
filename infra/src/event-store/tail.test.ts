import { describe, expect, it } from 'vitest';
import { asStored, createEventTail } from './tail.ts';

const event = (n: number) => ({ id: `id-${n}`, type: 'Counted', data: { n }, metadata: {} });

describe("a sole writer's tail of $all", () => {
  it('serves reads from its first append on, and sends earlier ones to the database', () => {
    const tail = createEventTail();
    expect(tail.after(0n, 10)).toBeUndefined();
    // Positions 5 and 6 for the stream's revisions 1 and 2; then 9 (a gap: a failed statement used 7 and 8).
    tail.stored('s', [event(1), event(2)], 2, 6n);
    tail.stored('t', [event(3)], 0, 9n);
    expect(tail.after(3n, 10)).toBeUndefined();
    expect(tail.after(4n, 10)!.map((recorded) => [recorded.streamId, recorded.revision, recorded.position])).toEqual([
      ['s', 1, 5n],
      ['s', 2, 6n],
      ['t', 0, 9n],
    ]);
    expect(tail.after(5n, 1)!.map((recorded) => recorded.position)).toEqual([6n]);
    expect(tail.after(9n, 10)).toEqual([]);
    expect(tail.after(100n, 10)).toEqual([]);
    tail.forget();
    expect(tail.after(4n, 10)).toBeUndefined();
  });

  it('lets the oldest go past its bound, and reads from before them go to the database', () => {
    const tail = createEventTail(10);
    for (let n = 1; n <= 11; n++) tail.stored('s', [event(n)], n - 1, BigInt(n));
    expect(tail.after(0n, 100)).toBeUndefined();
    const held = tail.after(6n, 100)!;
    expect(held.map((recorded) => recorded.position)).toEqual([7n, 8n, 9n, 10n, 11n]);
  });

  it('lets everything go when a position comes back not after the last (another writer)', () => {
    const tail = createEventTail();
    tail.stored('s', [event(1)], 0, 5n);
    tail.stored('t', [event(2)], 0, 5n);
    expect(tail.after(4n, 10)).toBeUndefined();
  });

  it('gives values as a jsonb column gives them back: JSON, keys shorter first then by bytes', () => {
    const when = new Date('2026-12-02T10:00:00.000Z');
    const stored = asStored({ zz: 1, a: [1, undefined, () => 1], bbb: { y: -0, x: Number.NaN, gone: undefined }, é: 'x', e: when, '10': 'ten', '2': 'two' });
    expect(JSON.stringify(stored)).toBe('{"2":"two","10":"ten","a":[1,null,null],"e":"2026-12-02T10:00:00.000Z","zz":1,"é":"x","bbb":{"x":null,"y":0}}');
  });
});
