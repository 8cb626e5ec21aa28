import { describe, expect, it } from 'vitest';
import { fitInside, formatDimensions, formatSize } from './mediaFormat.ts';

describe('formatSize', () => {
  it('speaks French by default units', () => {
    expect(formatSize(512, 'fr')).toBe('512 o');
    expect(formatSize(245_300, 'fr')).toBe('245,3 Ko');
    expect(formatSize(3_400_000, 'fr')).toBe('3,4 Mo');
  });

  it('speaks English', () => {
    expect(formatSize(245_300, 'en')).toBe('245.3 kB');
    expect(formatSize(2_000_000, 'en')).toBe('2 MB');
  });
});

describe('formatDimensions', () => {
  it('shows width by height in pixels, or nothing when unknown', () => {
    expect(formatDimensions({ width: 1200, height: 800 })).toBe('1200 × 800 px');
    expect(formatDimensions({ width: 0, height: 0 })).toBe('');
  });
});

describe('fitInside', () => {
  const box = { w: 1200, h: 800 };

  it('shrinks a large image into the box, ratio kept', () => {
    expect(fitInside({ width: 3000, height: 2000 }, box)).toEqual({ width: 1200, height: 800 });
    expect(fitInside({ width: 1000, height: 2000 }, box)).toEqual({ width: 400, height: 800 });
  });

  it('never enlarges a small image', () => {
    expect(fitInside({ width: 640, height: 480 }, box)).toEqual({ width: 640, height: 480 });
  });

  it('knows nothing of an image without dimensions', () => {
    expect(fitInside({ width: 0, height: 0 }, box)).toBeUndefined();
  });
});
