import { describe, expect, it } from 'vitest';
import { familyQuery } from '../families/familyListState.ts';
import { contactQuery } from './contactListState.ts';

describe('the list queries', () => {
  it('asks the server for one page of the month, searched and sorted', () => {
    const query = contactQuery({ search: '', sortField: 'read', descending: true, period: { year: 2026, month: 11 } }, '  hélène ', 50);
    expect(query).toMatchObject({ search: 'hélène', sort: 'read', desc: true, offset: 50, limit: 50 });
    expect(new Date(query.from).getMonth()).toBe(10);
    expect(Date.parse(query.to)).toBeGreaterThan(Date.parse(query.from));
  });

  it('leaves out an empty search', () => {
    expect(familyQuery({ search: 'x', sortField: 'city', descending: false }, '   ', 0)).toEqual({ sort: 'city', desc: false, offset: 0, limit: 50 });
  });
});
