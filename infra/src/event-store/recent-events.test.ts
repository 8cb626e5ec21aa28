import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port.ts';
import { createRecentEvents } from './postgres.ts';

const at = (...positions: number[]) => positions.map((position) => ({ id: `e${position}`, streamId: 's', revision: position, position: BigInt(position), type: 'T', data: {}, metadata: {} }) as RecordedEvent);
const positions = (events: RecordedEvent[] | null) => events?.map((event) => Number(event.position)) ?? null;

describe('the latest stretch of $all kept in memory', () => {
  it('answers a follower standing at its start or on one of its events, and nobody else', () => {
    const recent = createRecentEvents();
    recent.add(10n, at(11, 12, 14, 15));
    expect(positions(recent.after(10n, 10))).toEqual([11, 12, 14, 15]);
    expect(positions(recent.after(12n, 10))).toEqual([14, 15]);
    expect(positions(recent.after(11n, 2))).toEqual([12, 14]);
    // 13 is no event of the stretch (a position never committed): read from the table, as are the ends.
    expect(recent.after(13n, 10)).toBeNull();
    expect(recent.after(9n, 10)).toBeNull();
    expect(recent.after(15n, 10)).toBeNull();
  });

  it('grows with a read from its last event, takes a newer stretch, and keeps at most its size', () => {
    const recent = createRecentEvents(4);
    recent.add(10n, at(11, 12));
    recent.add(12n, at(13));
    expect(positions(recent.after(10n, 10))).toEqual([11, 12, 13]);
    // An older, shorter read of the same stretch changes nothing.
    recent.add(10n, at(11));
    expect(positions(recent.after(10n, 10))).toEqual([11, 12, 13]);
    recent.add(13n, at(14, 15));
    expect(recent.after(10n, 10)).toBeNull();
    expect(positions(recent.after(11n, 10))).toEqual([12, 13, 14, 15]);
    recent.add(40n, at(41));
    expect(recent.after(11n, 10)).toBeNull();
    expect(positions(recent.after(40n, 10))).toEqual([41]);
  });
});
