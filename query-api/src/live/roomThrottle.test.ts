import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ROOM_IDS, roomThrottle, type RoomChange } from './roomThrottle.ts';

describe('roomThrottle', () => {
  let sent: Array<RoomChange & { at: number }>;
  let throttle: ReturnType<typeof roomThrottle>;
  let start: number;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    start = Date.now();
    throttle = roomThrottle((change) => sent.push({ ...change, at: Date.now() - start }), 100, 2);
  });
  afterEach(() => {
    throttle.close();
    vi.useRealTimers();
  });
  const push = (ids: number[], position: number, room = 'courses', readModel = 'courses') => throttle.push({ room, readModel, ids, position: String(position) });

  it('sends a lone notice, and a second right after it, at once', () => {
    push([12], 40);
    vi.advanceTimersByTime(10);
    push([12], 41);
    expect(sent).toEqual([
      { room: 'courses', readModel: 'courses', ids: [12], position: '40', at: 0 },
      { room: 'courses', readModel: 'courses', ids: [12], position: '41', at: 10 },
    ]);
  });

  it('gathers the rest of a window into one notice at its end, naming every id at the latest position', () => {
    push([1], 10);
    for (let n = 0; n < 300; n++) {
      vi.advanceTimersByTime(1);
      push([2 + (n % 5)], 11 + n);
    }
    vi.advanceTimersByTime(300);
    // 301 notices from 0 to 300 ms: two at once, then per window its gathered one at the start and one more at once.
    expect(sent.length).toBeLessThanOrEqual(8);
    expect(sent.slice(0, 3).map((change) => change.at)).toEqual([0, 1, 100]);
    expect(sent[2]!.ids.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(sent.at(-1)!.position).toBe('310');
    expect(new Set(sent.flatMap((change) => change.ids))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it("gathers each course's latest figures, and none for a course another gathered notice named without", () => {
    const figured = (ids: number[], position: number, figures: RoomChange['figures']) => throttle.push({ room: 'courses', readModel: 'courses', ids, position: String(position), ...(figures && { figures }) });
    figured([1], 10, { 1: { placesLeft: 5 } });
    figured([1], 11, { 1: { placesLeft: 4 } });
    // Gathered: 1 booked twice, 2 booked then moved to another hour, 3 moved then booked, 4 twice out of order.
    figured([1], 12, { 1: { placesLeft: 3 } });
    figured([1, 2], 13, { 1: { placesLeft: 2 }, 2: { placesLeft: 7 } });
    figured([2, 3], 14, undefined);
    figured([3, 4], 16, { 3: { placesLeft: 1 }, 4: { placesLeft: 6 } });
    figured([4], 15, { 4: { placesLeft: 7 } });
    vi.advanceTimersByTime(100);
    expect(sent.slice(2)).toEqual([{ room: 'courses', readModel: 'courses', ids: [1, 2, 3, 4], position: '16', figures: { 1: { placesLeft: 2 }, 4: { placesLeft: 6 } }, at: 100 }]);
  });

  it('keeps rooms and read models apart', () => {
    push([1], 1, 'courses');
    push([2], 2, 'admin:orders', 'orders');
    push([3], 3, 'courses', 'catalogue');
    push([4], 4, 'courses');
    push([5], 5, 'courses');
    expect(sent.map((change) => `${change.room}/${change.readModel}:${change.ids}`)).toEqual(['courses/courses:1', 'admin:orders/orders:2', 'courses/catalogue:3', 'courses/courses:4']);
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toMatchObject({ room: 'courses', ids: [5], at: 100 });
  });

  it('sends at once again after a quiet window', () => {
    push([1], 1);
    push([2], 2);
    vi.advanceTimersByTime(250);
    push([3], 3);
    expect(sent.at(-1)).toMatchObject({ ids: [3], at: 250 });
  });

  it('says to read everything again when a notice was truncated or too many ids gathered', () => {
    push([1], 1);
    push([2], 2);
    push([], 3);
    throttle.push({ room: 'courses', readModel: 'courses', ids: [], position: '4', truncated: true });
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toMatchObject({ ids: [], truncated: true, position: '4' });
    push([1], 5);
    push(Array.from({ length: MAX_ROOM_IDS + 1 }, (_, n) => n + 1), 6);
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toMatchObject({ ids: [], truncated: true });
  });

  it('sends everything at once to a small room', () => {
    for (let n = 1; n <= 5; n++) throttle.push({ room: 'admin:orders', readModel: 'orders', ids: [n], position: String(n) }, 2);
    expect(sent.map((change) => change.ids[0])).toEqual([1, 2, 3, 4, 5]);
    // A room that grows past the crowd mark meanwhile is gathered again.
    for (let n = 6; n <= 9; n++) throttle.push({ room: 'admin:orders', readModel: 'orders', ids: [n], position: String(n) }, 40);
    expect(sent.map((change) => change.ids[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends what waits when closed', () => {
    push([1], 1);
    push([2], 2);
    push([3], 3);
    throttle.close();
    expect(sent.map((change) => change.ids)).toEqual([[1], [2], [3]]);
  });
});
