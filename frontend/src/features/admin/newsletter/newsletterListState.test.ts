import { describe, expect, it } from 'vitest';
import { mayValidate, newsletterQuery } from './newsletterListState.ts';

describe('the newsletter list', () => {
  it('asks the server for one page of the month, searched and sorted', () => {
    const query = newsletterQuery({ search: '', sortField: 'status', descending: true, period: { year: 2026, month: 11 } }, '  Lea@ ', 50);
    expect(query).toMatchObject({ search: 'Lea@', sort: 'status', desc: true, offset: 50, limit: 50 });
    expect(new Date(query.from).getMonth()).toBe(10);
    expect(new Date(query.to).getMonth()).toBe(11);
  });

  it("asks for the whole year on 'Tous', and leaves out an empty search", () => {
    const query = newsletterQuery({ search: 'x', sortField: 'email', descending: false, period: { year: 2025, month: null } }, '   ', 0);
    expect(query).not.toHaveProperty('search');
    expect(new Date(query.from).getFullYear()).toBe(2025);
    expect(new Date(query.to).getFullYear()).toBe(2026);
  });

  it('never validates someone who unsubscribed', () => {
    expect(['pending', 'disabled', 'active', 'unsubscribed'].map((nwlStatus) => mayValidate({ nwlStatus: nwlStatus as 'pending' }))).toEqual([true, true, true, false]);
  });
});
