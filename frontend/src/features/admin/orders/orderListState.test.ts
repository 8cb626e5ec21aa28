import { describe, expect, it } from 'vitest';
import { periodRange } from '../../../lib/dates.ts';
import { ORDER_PAGE_SIZE, orderQuery, type OrderListState } from './orderListState.ts';

const state: OrderListState = { search: '', sortField: 'date', descending: true, period: { year: 2026, month: 11 }, status: null };

describe('orderQuery', () => {
  it("asks the period's range, the sort and a page", () => {
    expect(orderQuery(state, '', 0)).toEqual({ ...periodRange({ year: 2026, month: 11 }), sort: 'date', desc: true, offset: 0, limit: ORDER_PAGE_SIZE });
  });

  it('adds the trimmed search and the status only when given, and covers the whole year for "Tous"', () => {
    const query = orderQuery({ ...state, sortField: 'total', descending: false, status: 2, period: { year: 2025, month: null } }, '  martin ', 50);
    expect(query).toEqual({ ...periodRange({ year: 2025, month: null }), search: 'martin', status: 2, sort: 'total', desc: false, offset: 50, limit: ORDER_PAGE_SIZE });
    expect(orderQuery(state, '   ', 0)).not.toHaveProperty('search');
  });
});
