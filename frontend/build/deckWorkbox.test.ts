import { describe, expect, it } from 'vitest';
import { DECK_CACHES, DECK_SIGNED_OUT } from '../src/lib/deckCaches.ts';
import { deckWorkbox } from './deckWorkbox.ts';

describe('deckWorkbox', () => {
  it('keeps the deck’s reads with a plugin that spells the page’s sign-out marker (its source is copied into the worker)', () => {
    const options = deckWorkbox((entries) => ({ manifest: entries }));
    const reads = options.workbox!.runtimeCaching!.find((rule) => rule.options?.cacheName === DECK_CACHES.api)!;
    const [plugin] = reads.options!.plugins!;
    for (const callback of [plugin!.cacheWillUpdate!, plugin!.cacheDidUpdate!]) expect(callback.toString()).toMatch(new RegExp(`['"]${DECK_SIGNED_OUT}['"]`));
  });
});
