import { describe, expect, it } from 'vitest';
import { mayBeSignedIn } from './signedIn.ts';

describe('the readable "signed in" cookie', () => {
  it('is found among the page’s cookies by its exact name only', () => {
    expect(mayBeSignedIn('plouf.locale=fr; plouf_signed_in=1')).toBe(true);
    expect(mayBeSignedIn('plouf_signed_in=1')).toBe(true);
    expect(mayBeSignedIn('')).toBe(false);
    expect(mayBeSignedIn('plouf.locale=en')).toBe(false);
    expect(mayBeSignedIn('not_plouf_signed_in=1; x=plouf_signed_in=1')).toBe(false);
  });
});
