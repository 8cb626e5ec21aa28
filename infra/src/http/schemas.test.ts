import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Id, IdList, IdListText, IdParams, Int, Nullable, PageQuery, isIdListText, unboundedIds } from './schemas.ts';

describe('unboundedIds: every id a route takes is bounded at the edge (issue 41)', () => {
  it('lets the building blocks through', () => {
    expect(unboundedIds(IdParams)).toEqual([]);
    expect(unboundedIds(Type.Object({ famId: Type.Optional(Id), acyIds: IdList(), psnId: Nullable(Id), ...PageQuery, lang: Type.Optional(Type.String()) }))).toEqual([]);
    expect(unboundedIds(Type.Object({ file: Type.String({ pattern: '^[0-9]{4}-[0-9]{6,9}\\.pdf$' }) }))).toEqual([]);
    expect(unboundedIds(undefined)).toEqual([]);
  });

  it('finds an id spelled as text, a number with no bounds, a whole number past PostgreSQL’s integer', () => {
    // The invoice of an order by its id in the file name answered 500 for 9999999999.pdf.
    expect(unboundedIds(Type.Object({ orderId: Type.String({ pattern: '^[0-9]{1,10}$' }) }))).toEqual(['orderId: an id must be an Id (a whole number from 1 to 2147483647)']);
    expect(unboundedIds(Type.Object({ crsId: Type.Integer() }))).toEqual(['crsId: a number with no bounds', 'crsId: an id must be from 1 to 2147483647']);
    expect(unboundedIds(Type.Object({ offset: Type.Integer({ minimum: 0 }) }))).toEqual(['offset: a number with no bounds']);
    expect(unboundedIds(Type.Object({ at: Int(0, 9_999_999_999) }))).toEqual(["at: a whole number past PostgreSQL's integer"]);
    expect(unboundedIds(Type.Object({ ids: Type.Array(Type.Integer({ minimum: 0, maximum: 10 })) }))).toEqual(['ids[]: an id must be from 1 to 2147483647']);
  });
});

describe('IdListText: ids written as one text, each an Id', () => {
  it('takes 3,1,2 and refuses an id past 32 bits, 0 or a blank', () => {
    expect(isIdListText('3,1,2')).toBe(true);
    expect(isIdListText('2147483647')).toBe(true);
    expect(isIdListText('2147483648')).toBe(false);
    expect(isIdListText('1,9999999999')).toBe(false);
    expect(isIdListText('0')).toBe(false);
    expect(isIdListText('1,,2')).toBe(false);
    expect(unboundedIds(Type.Object({ ids: IdListText() }))).toEqual([]);
  });
});
