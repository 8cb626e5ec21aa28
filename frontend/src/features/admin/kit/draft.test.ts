import { describe, expect, it } from 'vitest';
import { adopt, begin, follow, isDirty, isStale, type DraftConvert } from './draft.ts';

interface View {
  id: number;
  libelle: string;
}
type Draft = { libelle: string };

const convert: DraftConvert<View, Draft> = { fromView: (view) => ({ libelle: view.libelle }), blank: () => ({ libelle: '' }) };
const loaded = { id: 4, libelle: 'Tourelles' };
const edit = <E extends { draft: Draft }>(editing: E, libelle: string): E => ({ ...editing, draft: { libelle } });

describe('a draft following the live version', () => {
  it('starts blank for a new entity and from the loaded version otherwise', () => {
    expect(follow(begin(-1, undefined, convert), -1, undefined, convert).draft).toEqual({ libelle: '' });
    const waiting = begin<View, Draft>(4, undefined, convert);
    expect(follow(waiting, 4, loaded, convert)).toMatchObject({ base: loaded, draft: { libelle: 'Tourelles' } });
  });

  it('changes nothing (the very same object) when nothing moved', () => {
    const editing = begin(4, loaded, convert);
    expect(follow(editing, 4, loaded, convert)).toBe(editing);
    expect(follow(editing, 4, { ...loaded }, convert)).toEqual(editing);
  });

  it('gives an untouched draft the version saved elsewhere', () => {
    const editing = begin(4, loaded, convert);
    const elsewhere = { id: 4, libelle: 'Les Tourelles' };
    const next = follow(editing, 4, elsewhere, convert);
    expect(next.draft).toEqual({ libelle: 'Les Tourelles' });
    expect(isStale(next, elsewhere)).toBe(false);
  });

  it('keeps an edited draft and says it is stale', () => {
    const editing = edit(begin(4, loaded, convert), 'Piscine des Tourelles');
    const elsewhere = { id: 4, libelle: 'Les Tourelles' };
    const next = follow(editing, 4, elsewhere, convert);
    expect(next).toBe(editing);
    expect(isDirty(next)).toBe(true);
    expect(isStale(next, elsewhere)).toBe(true);
  });

  it('counts a draft changed back as untouched', () => {
    const editing = edit(edit(begin(4, loaded, convert), 'Autre'), 'Tourelles');
    expect(isDirty(editing)).toBe(false);
  });

  it('starts again on another id', () => {
    const editing = edit(begin(4, loaded, convert), 'Autre');
    expect(follow(editing, 5, { id: 5, libelle: 'Ondines' }, convert).draft).toEqual({ libelle: 'Ondines' });
  });
});

describe('a save', () => {
  it('makes the saved version the new start', () => {
    const saved = adopt(4, { id: 4, libelle: 'Les Tourelles' }, convert);
    expect(saved).toMatchObject({ id: 4, draft: { libelle: 'Les Tourelles' } });
    expect(isDirty(saved)).toBe(false);
    expect(saved.createdFrom).toBeUndefined();
  });

  it("of a new entity keeps its draft until the route names the new id, then forgets the route's -1", () => {
    const created = { id: 9, libelle: 'Ondines' };
    const saved = adopt(-1, created, convert);
    expect(follow(saved, -1, undefined, convert)).toBe(saved);
    const followed = follow(saved, 9, created, convert);
    expect(followed).toMatchObject({ id: 9, draft: { libelle: 'Ondines' } });
    expect(followed.createdFrom).toBeUndefined();
    expect(follow(followed, -1, undefined, convert).draft).toEqual({ libelle: '' });
  });
});
