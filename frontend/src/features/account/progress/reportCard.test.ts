import { describe, expect, it } from 'vitest';
import type { ReportCardView } from '../../../api/progress.ts';
import { cardOrder, labelIn, progressOf } from './reportCard.ts';

const level = { lvlId: 2, name: 'Grenouille', englishName: 'Frog', skills: [] };
const passed = (lvlId: number) => ({ lvlId, name: `N${lvlId}`, englishName: '', at: '2026-03-12T10:00:00.000Z', evaluator: 'Marc' });
const card = (memberName: string, acyName: string, usrId = 1): ReportCardView => ({ usrId, famId: 1, memberName, acyId: usrId, acyName, current: null, passed: [], history: [], levelCount: 0 });

describe('a child’s report card', () => {
  it('says a rating in the reader’s language, the French one when it has no English', () => {
    expect(labelIn({ label: 'Acquis', englishLabel: 'Achieved' }, 'en')).toBe('Achieved');
    expect(labelIn({ label: 'Acquis', englishLabel: 'Achieved' }, 'fr')).toBe('Acquis');
    expect(labelIn({ label: 'Acquis', englishLabel: ' ' }, 'en')).toBe('Acquis');
    expect(labelIn({ label: null, englishLabel: null }, 'en')).toBeNull();
  });

  it('places the current level among the activity’s', () => {
    expect(progressOf({ current: level, passed: [], levelCount: 4 })).toEqual({ done: 0, position: 1, total: 4 });
    expect(progressOf({ current: level, passed: [passed(1)], levelCount: 4 })).toEqual({ done: 1, position: 2, total: 4 });
    expect(progressOf({ current: null, passed: [passed(1), passed(2)], levelCount: 2 })).toEqual({ done: 2, position: null, total: 2 });
    // Levels passed that the activity dropped since: never past the level worked on.
    expect(progressOf({ current: level, passed: [passed(1), passed(7), passed(8)], levelCount: 2 })).toEqual({ done: 1, position: 2, total: 2 });
    expect(progressOf({ current: null, passed: [], levelCount: 0 })).toEqual({ done: 0, position: null, total: 0 });
  });

  it('orders the cards by child, then activity', () => {
    const cards = [card('Zoé', 'Natation', 3), card('Léa', 'Plongeon', 2), card('Léa', 'Natation', 1)];
    expect(cardOrder(cards).map((one) => `${one.memberName} ${one.acyName}`)).toEqual(['Léa Natation', 'Léa Plongeon', 'Zoé Natation']);
  });
});
