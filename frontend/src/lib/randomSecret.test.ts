import { describe, expect, it } from 'vitest';
import { randomSecret } from './randomSecret.ts';

describe('randomSecret', () => {
  it('makes long, url-safe and different strings', () => {
    const first = randomSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomSecret()).not.toBe(first);
    expect(randomSecret(24)).toHaveLength(24);
  });
});
