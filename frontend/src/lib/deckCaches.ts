/**
 * The instructor deck's offline copies (issue 26): its service worker (frontend/build/deckWorkbox.ts)
 * keeps the last answers of the reads the deck opens with — who is signed in, the week's rosters,
 * each course's progress and care details — so that the deck opens with the network cut. They are
 * personal: a sign-out on this browser empties them, whichever page it is made from.
 */

/** The caches the deck's worker fills at run time (its precache holds only the build's own files). */
export const DECK_CACHES = { pages: 'plouf-deck-pages', api: 'plouf-deck-api', assets: 'plouf-deck-assets' } as const;

/**
 * A sign-out on this browser, until the next sign-in: while this (empty) cache exists the deck's
 * worker keeps no read, so one still in flight at the sign-out, answered after the copies were
 * emptied, is not kept either. The worker spells the name itself (frontend/build/deckWorkbox.ts):
 * its plugins are copied into the worker's file as source.
 */
export const DECK_SIGNED_OUT = 'plouf-deck-signed-out';

/**
 * Empties the deck's copies of pages and reads (not its code), and marks the sign-out for its
 * worker first. Never fails: a browser without caches has none.
 */
export async function forgetDeckCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.open(DECK_SIGNED_OUT);
    await Promise.all([caches.delete(DECK_CACHES.api), caches.delete(DECK_CACHES.pages)]);
  } catch {
    // Storage refused (a private window): nothing was kept.
  }
}

/** A sign-in on this browser: the deck's worker keeps its reads again. Never fails. */
export async function allowDeckCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(DECK_SIGNED_OUT);
  } catch {
    // Storage refused: nothing is kept anyway.
  }
}
