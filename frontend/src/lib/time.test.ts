import { describe, expect, it } from 'vitest';
import { clockTime } from './time.ts';

describe('clockTime', () => {
  it('writes hours and minutes on two digits each', () => {
    expect(clockTime(9, 5)).toBe('09:05');
    expect(clockTime(14, 0)).toBe('14:00');
    expect(clockTime(0, 45)).toBe('00:45');
  });
});
