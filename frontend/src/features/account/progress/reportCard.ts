import type { Language } from '../../../api/client.ts';
import type { ReportCardView } from '../../../api/progress.ts';

/** A rating's label in the reader's language (the French one when it has no English), or null when not rated. */
export function labelIn(rated: { label: string | null; englishLabel: string | null }, language: Language): string | null {
  return language === 'en' && rated.englishLabel?.trim() ? rated.englishLabel : rated.label;
}

/**
 * Where the child stands in the activity: levels passed (at most all of them), the position of the
 * level they work on (null when every level is passed, or the activity has none), and how many
 * levels there are.
 *
 * @example
 * progressOf({ current: { … }, passed: [p1], levelCount: 4, … }) // { done: 1, position: 2, total: 4 }
 * progressOf({ current: null, passed: [p1, p2], levelCount: 2, … }) // { done: 2, position: null, total: 2 }
 */
export function progressOf(card: Pick<ReportCardView, 'current' | 'passed' | 'levelCount'>): { done: number; position: number | null; total: number } {
  const total = Math.max(card.levelCount, 0);
  if (!card.current) return { done: total, position: null, total };
  // A level passed that the activity no longer has still counts once: never past the current one.
  const done = Math.min(card.passed.length, Math.max(total - 1, 0));
  return { done, position: done + 1, total };
}

/** The cards in a steady order: by child, then by activity. */
export function cardOrder(cards: readonly ReportCardView[]): ReportCardView[] {
  return [...cards].sort((a, b) => a.memberName.localeCompare(b.memberName, 'fr') || a.acyName.localeCompare(b.acyName, 'fr') || a.usrId - b.usrId || a.acyId - b.acyId);
}
