import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ROOM_IDS, roomThrottle, type RoomChange } from './roomThrottle.ts';

describe('roomThrottle', () => {
  let sent: Array<RoomChange & { at: number }>;
  let throttle: ReturnType<typeof roomThrottle>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    throttle = roomThrottle((change) => sent.push({ ...change, at: Date.now() }), 100, () => Date.now());
  });
  afterEach(() => {
    throttle.close();
    vi.useRealTimers();
  });
  const push = (ids: number[], position: number, room = 'courses', readModel = 'courses') => throttle.push({ room, readModel, ids, position: String(position) });

  it('sends a lone notice at once', () => {
    const start = Date.now();
    push([12], 40);
    expect(sent).toEqual([{ room: 'courses', readModel: 'courses', ids: [12], position: '40', at: start }]);
  });

  it('gathers the notices of a window into one, naming every id at the latest position', () => {
    const start = Date.now();
    push([1], 10);
    for (let n = 0; n < 300; n++) {
      vi.advanceTimersByTime(1);
      push([2 + (n % 5)], 11 + n);
    }
    // 300 notices from 1 to 300 ms: the first at once, then one per 100 ms (the one of 300 ms comes after that moment's send).
    vi.advanceTimersByTime(200);
    expect(sent.map((change) => change.at - start)).toEqual([0, 100, 200, 300, 400]);
    expect(sent[1]!.ids.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(sent.at(-1)!.position).toBe('310');
    expect(new Set(sent.flatMap((change) => change.ids))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('keeps rooms and read models apart', () => {
    push([1], 1, 'courses');
    push([2], 2, 'admin:orders', 'orders');
    push([3], 3, 'courses', 'catalogue');
    expect(sent.map((change) => `${change.room}/${change.readModel}:${change.ids}`)).toEqual(['courses/courses:1', 'admin:orders/orders:2', 'courses/catalogue:3']);
  });

  it('sends at once again after a quiet window', () => {
    push([1], 1);
    vi.advanceTimersByTime(250);
    const again = Date.now();
    push([2], 2);
    expect(sent.at(-1)).toMatchObject({ ids: [2], at: again });
  });

  it('says to read everything again when a notice was truncated or too many ids gathered', () => {
    push([1], 1);
    push([], 2);
    throttle.push({ room: 'courses', readModel: 'courses', ids: [], position: '3', truncated: true });
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toMatchObject({ ids: [], truncated: true, position: '3' });
    vi.advanceTimersByTime(100);
    push([1], 4);
    push(Array.from({ length: MAX_ROOM_IDS + 1 }, (_, n) => n + 1), 5);
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toMatchObject({ ids: [], truncated: true });
  });

  it('sends what waits when closed', () => {
    push([1], 1);
    push([2], 2);
    throttle.close();
    expect(sent.map((change) => change.ids)).toEqual([[1], [2]]);
  });
});
