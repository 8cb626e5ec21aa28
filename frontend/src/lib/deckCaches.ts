/**
 * The instructor deck's offline copies (issue 26): its service worker (frontend/build/deckWorkbox.ts)
 * keeps the last answers of the reads the deck opens with — who is signed in, the week's rosters,
 * each course's progress and care details — so that the deck opens with the network cut. They are
 * personal: a sign-out on this browser empties them, whichever page it is made from.
 */

/** The caches the deck's worker fills at run time (its precache holds only the build's own files). */
export const DECK_CACHES = { pages: 'plouf-deck-pages', api: 'plouf-deck-api', assets: 'plouf-deck-assets' } as const;

/** Empties the deck's copies of pages and reads (not its code). Never fails: a browser without caches has none. */
export async function forgetDeckCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all([caches.delete(DECK_CACHES.api), caches.delete(DECK_CACHES.pages)]);
  } catch {
    // Storage refused (a private window): nothing was kept.
  }
}
