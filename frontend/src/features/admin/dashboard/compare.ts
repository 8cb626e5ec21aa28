/** A figure beside the same figure of the period before. */
export interface Comparison {
  value: number;
  previous: number;
  /** value - previous. */
  change: number;
  /** The change over the previous value; null when there was nothing before (no percentage of zero). */
  ratio: number | null;
  trend: 'up' | 'down' | 'flat';
}

/**
 * @example
 * compare(120, 100) // { value: 120, previous: 100, change: 20, ratio: 0.2, trend: 'up' }
 * compare(3, 0)     // { …, change: 3, ratio: null, trend: 'up' }
 */
export function compare(value: number, previous: number): Comparison {
  const change = value - previous;
  return { value, previous, change, ratio: previous === 0 ? null : change / previous, trend: change > 0 ? 'up' : change < 0 ? 'down' : 'flat' };
}

/** A rate (booked over offered), 0 when nothing was offered: what the server computes for its own totals. */
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
