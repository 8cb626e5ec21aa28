import { describe, expect, it } from 'vitest';
import { formatMetres, poolSize } from './poolSize.ts';

const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMetres', () => {
  it('turns centimetres into metres with up to two decimals', () => {
    expect(plain(formatMetres(2500, 'fr'))).toBe('25 m');
    expect(plain(formatMetres(1250, 'fr'))).toBe('12,5 m');
    expect(plain(formatMetres(1250, 'en'))).toBe('12.5 m');
    expect(plain(formatMetres(135, 'fr'))).toBe('1,35 m');
  });

  it('writes a depth to the centimetre unless it is whole metres', () => {
    expect(plain(formatMetres(80, 'fr', { depth: true }))).toBe('0,80 m');
    expect(plain(formatMetres(80, 'en', { depth: true }))).toBe('0.80 m');
    expect(plain(formatMetres(200, 'fr', { depth: true }))).toBe('2 m');
  });
});

describe('poolSize', () => {
  const pool = { psnLongueurCm: 2500, psnLargeurCm: 1250, psnDepthMinCm: 80, psnDepthMaxCm: 200 };

  it('gives the surface and the depth range', () => {
    const size = poolSize(pool, 'fr');
    expect(plain(size.surface)).toBe('25 m × 12,5 m');
    expect(plain(size.depth)).toBe('0,80 m – 2 m');
  });

  it('gives one depth when the bottom is flat and nothing for sizes not given', () => {
    expect(plain(poolSize({ ...pool, psnDepthMinCm: 130, psnDepthMaxCm: 130 }, 'fr').depth)).toBe('1,30 m');
    expect(poolSize({ psnLongueurCm: 0, psnLargeurCm: 0, psnDepthMinCm: 0, psnDepthMaxCm: 0 }, 'fr')).toEqual({ surface: undefined, depth: undefined });
    expect(plain(poolSize({ ...pool, psnDepthMinCm: 0 }, 'en').depth)).toBe('2 m');
  });
});
