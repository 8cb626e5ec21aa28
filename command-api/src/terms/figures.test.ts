import { describe, expect, it } from 'vitest';
import { countFigures, heardOf, heardOrder, hearMore, withHeard } from './figures.ts';

type Phase = 'closed' | 'priority' | 'open' | 'ended';
const term = (id: number, phase: Phase, enrolled = 0, waiting = 0) => ({ id, phase, enrolled, waiting });
const slot = (termId: number, tcsId: number, enrolled: number, waiting = 0, capacity = 8) => ({ termId, tcsId, capacity, enrolled, waiting, placesLeft: Math.max(0, capacity - enrolled) });

describe("a term's notice figures", () => {
  it('counts every slot, the totals, and a touched slot left empty at 0', () => {
    const figures = countFigures(
      [
        { tcsId: 3, status: 'enrolled', n: 8 },
        { tcsId: 3, status: 'waiting', n: 2 },
        { tcsId: 4, status: 'enrolled', n: 1 },
      ],
      [3, 5],
    );
    expect(figures).toEqual({ enrolled: 9, waiting: 2, 'enrolled.3': 8, 'waiting.3': 2, 'enrolled.4': 1, 'enrolled.5': 0, 'waiting.5': 0 });
  });

  it('reads the phase of an opening and the places of an enrolment; nothing from a notice that says more', () => {
    expect(heardOf({ ids: [7], figures: { '7': { opened: 2 } } })).toEqual(new Map([[7, { opened: 'open' }]]));
    expect(heardOf({ ids: [7], figures: { '7': { opened: 1 } } })).toEqual(new Map([[7, { opened: 'priority' }]]));
    const places = heardOf({ ids: [7], figures: { '7': { enrolled: 9, waiting: 2, 'enrolled.3': 8, 'waiting.3': 2, 'enrolled.4': 1 } } });
    expect(places?.get(7)?.counts).toEqual({ enrolled: 9, waiting: 2, slots: new Map([[3, { enrolled: 8, waiting: 2 }], [4, { enrolled: 1, waiting: 0 }]]) });
    // A term changed otherwise in the same notice (no figures for it), or figures that say nothing known: read again.
    expect(heardOf({ ids: [7, 8], figures: { '7': { opened: 2 } } })).toBeNull();
    expect(heardOf({ ids: [7], figures: { '7': {} } })).toBeNull();
    expect(heardOf({ ids: [7] })).toBeNull();
    expect(heardOf({ ids: [], truncated: true })).toBeNull();
  });

  it('keeps an opening and takes the latest places', () => {
    const first = heardOf({ ids: [7], figures: { '7': { opened: 2 } } })!;
    const then = heardOf({ ids: [7], figures: { '7': { enrolled: 1, waiting: 0, 'enrolled.3': 1 } } })!;
    const merged = hearMore(hearMore(new Map(), first), then);
    expect(merged.get(7)?.opened).toBe('open');
    expect(merged.get(7)?.counts?.enrolled).toBe(1);
    // A priority opening heard after the public one does not close it back.
    expect(hearMore(merged, heardOf({ ids: [7], figures: { '7': { opened: 1 } } })!).get(7)?.opened).toBe('open');
  });

  it('shows the term open at once, never back, and the places heard, leaving the rest', () => {
    const data = { term: term(7, 'closed'), terms: [term(7, 'closed'), term(8, 'closed'), term(9, 'open')], slots: [slot(7, 3, 7), slot(7, 4, 0), slot(8, 5, 2)] };
    const heard = hearMore(
      hearMore(new Map(), heardOf({ ids: [7, 9], figures: { '7': { opened: 2 }, '9': { opened: 1 } } })!),
      heardOf({ ids: [7], figures: { '7': { enrolled: 9, waiting: 1, 'enrolled.3': 8, 'waiting.3': 1, 'enrolled.4': 1 } } })!,
    );
    const shown = withHeard(data, heard);
    expect(shown.term).toEqual(term(7, 'open', 9, 1));
    expect(shown.terms.map((one) => one.phase)).toEqual(['open', 'closed', 'open']);
    expect(shown.slots).toEqual([slot(7, 3, 8, 1), slot(7, 4, 1), slot(8, 5, 2)]);
    expect(shown.slots[2]).toBe(data.slots[2]);
    expect(withHeard(data, new Map())).toBe(data);
    // Places heard up to the notice a read was asked after are in its answer (or older): only the later ones are laid over it.
    const ordered = hearMore(new Map(), heardOf({ ids: [7], figures: { '7': { enrolled: 9, waiting: 0, 'enrolled.3': 8, 'enrolled.4': 1 } } })!, 4);
    expect(withHeard(data, ordered, 4).slots[0]).toBe(data.slots[0]);
    expect(withHeard(data, ordered, 3).slots[0]).toEqual(slot(7, 3, 8));
    // A slot the figures do not name has nobody left.
    expect(withHeard(data, heardOf({ ids: [7], figures: { '7': { enrolled: 1, waiting: 0, 'enrolled.4': 1 } } })!).slots[0]).toEqual(slot(7, 3, 0));
  });

  it('lays over an answer only the places heard after its read was asked, a read for another pool included', () => {
    const order = heardOrder();
    const first = { term: term(7, 'open', 1), terms: [term(7, 'open', 1)], slots: [slot(7, 3, 1), slot(7, 4, 0)] };
    order.readFor('pool-1');
    expect(order.from(first)).toBe(0);
    // Two enrolments heard after the first read: laid over it.
    let heard = hearMore(new Map(), heardOf({ ids: [7], figures: { '7': { enrolled: 2, waiting: 0, 'enrolled.3': 2 } } })!, order.heard());
    heard = hearMore(heard, heardOf({ ids: [7], figures: { '7': { enrolled: 3, waiting: 0, 'enrolled.3': 3 } } })!, order.heard());
    expect(withHeard(first, heard, order.from(first)).slots[0]).toEqual(slot(7, 3, 3));
    // The family chooses another pool: its read, asked now, holds those and one more whose notice is still on its way.
    order.readFor('pool-1');
    order.readFor('pool-2');
    const second = { term: term(7, 'open', 4), terms: [term(7, 'open', 4)], slots: [slot(7, 3, 4)] };
    expect(withHeard(second, heard, order.from(second))).toBe(second);
    // Its notice then comes, and is laid over; the first answer keeps the number it was shown with.
    heard = hearMore(heard, heardOf({ ids: [7], figures: { '7': { enrolled: 4, waiting: 0, 'enrolled.3': 4 } } })!, order.heard());
    expect(withHeard(second, heard, order.from(second)).slots[0]).toEqual(slot(7, 3, 4));
    expect(order.from(first)).toBe(0);
    // Read again for the same pool: from the latest notice.
    order.asked();
    const third = { ...second };
    expect(order.from(third)).toBe(3);
  });
});
