import { describe, expect, it } from 'vitest';
import type { TermSlotsView } from '../../../api/terms.ts';
import { openingsOf, withOpenings } from './useTermSlots.ts';

const term = (id: number, phase: 'closed' | 'priority' | 'open' | 'ended') => ({ id, phase }) as TermSlotsView['terms'][number];

describe('a term opening heard from its notice', () => {
  it('reads the phase an opening notice carries, and nothing from a notice of places', () => {
    expect(openingsOf({ readModel: 'terms', ids: [7], position: '9', figures: { '7': { opened: 2 } } })).toEqual(new Map([[7, 'open']]));
    expect(openingsOf({ readModel: 'terms', ids: [7], position: '9', figures: { '7': { opened: 1 } } })).toEqual(new Map([[7, 'priority']]));
    // An enrolment of the term in the same notice: the page reads it all again.
    expect(openingsOf({ readModel: 'terms', ids: [7, 8], position: '9', figures: { '7': { opened: 2 } } })).toBeNull();
    expect(openingsOf({ readModel: 'terms', ids: [7], position: '9' })).toBeNull();
  });

  it('turns the shown term open at once, never back, and leaves the others', () => {
    const data = { term: term(7, 'closed'), terms: [term(7, 'closed'), term(8, 'closed'), term(9, 'open')], slots: [] } as TermSlotsView;
    const shown = withOpenings(data, new Map([[7, 'open'], [9, 'priority']]));
    expect(shown.term?.phase).toBe('open');
    expect(shown.terms.map((one) => one.phase)).toEqual(['open', 'closed', 'open']);
    expect(withOpenings(data, new Map())).toBe(data);
  });
});
