import { addDays } from '@plouf/infra/days';
import type { TermSlotView } from '../../../api/adminTerms.ts';

/** A pool's slots of a term, by weekday, each day's by time. */
export interface PoolSlots {
  psnId: number;
  pool: TermSlotView['piscine'];
  days: { day: number; slots: TermSlotView[] }[];
}

const startOf = (slot: Pick<TermSlotView, 'hour' | 'minute'>) => slot.hour * 60 + slot.minute;

/**
 * The term's slots grouped by pool (by name) and weekday (Monday first), each day's by time.
 *
 * @example
 * slotsByPool(slots)[0].days[0] // { day: 1, slots: [Monday 10:00, Monday 17:30] } of the first pool
 */
export function slotsByPool(slots: readonly TermSlotView[]): PoolSlots[] {
  const pools = new Map<number, PoolSlots>();
  for (const slot of slots) {
    let pool = pools.get(slot.piscine.id);
    if (!pool) {
      pool = { psnId: slot.piscine.id, pool: slot.piscine, days: [] };
      pools.set(slot.piscine.id, pool);
    }
    let day = pool.days.find((candidate) => candidate.day === slot.day);
    if (!day) {
      day = { day: slot.day, slots: [] };
      pool.days.push(day);
    }
    day.slots.push(slot);
  }
  const sorted = [...pools.values()].sort((a, b) => a.pool.libelle.localeCompare(b.pool.libelle, 'fr', { sensitivity: 'base' }));
  for (const pool of sorted) {
    pool.days.sort((a, b) => a.day - b.day);
    for (const day of pool.days) day.slots.sort((a, b) => startOf(a) - startOf(b) || a.tcsId - b.tcsId);
  }
  return sorted;
}

/** A Monday, from which a weekday (1 Monday … 7 Sunday) is named in a language. */
const A_MONDAY = '2026-11-23';
export const dayOfWeek = (weekday: number) => addDays(A_MONDAY, weekday - 1);

/** `14:05` */
export const clock = (slot: Pick<TermSlotView, 'hour' | 'minute'>) => `${String(slot.hour).padStart(2, '0')}:${String(slot.minute).padStart(2, '0')}`;
