/**
 * A sliding-window counter per key (an address, an account), kept in memory: enough for one
 * process; several processes each count their own share.
 *
 * @example
 * const limiter = createRateLimiter({ max: 10, windowMs: 15 * 60_000 });
 * if (!limiter.take(`login:${email}`)) throw new TooManyAttempts();
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.every((at) => now - at >= windowMs)) hits.delete(k);
      return true;
    },
  };
}
