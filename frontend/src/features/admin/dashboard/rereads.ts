/** At most one read of the dashboard per this time, whatever the notices (api.md). */
export const REREAD_MS = 300;

/**
 * Groups the re-reads a stream of live notices asks for: the first waits until `ms` after the
 * previous read began, those asked meanwhile join it, and those asked while a read is in flight
 * make one more read once it ends (it may have read before their change).
 *
 * @example
 * const rereads = rereadGate(() => load(), 300, Date.now);
 * rereads.request(); rereads.request(); // one read
 */
export function rereadGate(read: () => Promise<unknown>, ms: number, now: () => number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const run = () => {
    timer = undefined;
    inFlight = true;
    lastStart = now();
    void read()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          request();
        }
      });
  };

  function request(): void {
    if (inFlight) {
      again = true;
      return;
    }
    if (timer !== undefined) return;
    timer = setTimeout(run, Math.max(0, lastStart + ms - now()));
  }

  return {
    request,
    /** Forgets what was asked (the screen is left); a read in flight still ends. */
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      again = false;
    },
  };
}
