import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescer } from './coalesce.ts';

describe('coalescing change notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads a burst once, after the window, with every id named', () => {
    const flush = vi.fn();
    const batch = coalescer(100, flush);
    batch.add([1], false);
    vi.advanceTimersByTime(50);
    batch.add([1, 2], false);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledTimes(1);
    expect([...flush.mock.calls[0]![0]]).toEqual([1, 2]);
    expect(flush.mock.calls[0]![1]).toBe(false);
  });

  it('starts a new window after a read, and says when everything must be read', () => {
    const flush = vi.fn();
    const batch = coalescer(100, flush);
    batch.add([1], false);
    vi.advanceTimersByTime(100);
    batch.add([], true);
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(flush.mock.calls[1]![1]).toBe(true);
  });

  it('reads nothing once cancelled', () => {
    const flush = vi.fn();
    const batch = coalescer(100, flush);
    batch.add([1], false);
    batch.cancel();
    vi.advanceTimersByTime(200);
    expect(flush).not.toHaveBeenCalled();
  });
});
