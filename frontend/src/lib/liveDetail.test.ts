import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import type { LiveChange } from '../api/live.ts';
import type { NoticeName } from '@plouf/command-api/read-models';
import { concerns, statusAfterError } from './liveDetail.ts';

const change = (readModel: NoticeName, ids: number[], truncated?: boolean): LiveChange => ({ readModel, ids, position: '1', truncated });

describe('which notices concern a detail screen', () => {
  it('takes a notice of its name that names the record', () => {
    expect(concerns(change('orders', [3, 7]), { notice: 'orders', id: 7 })).toBe(true);
  });

  it('leaves a notice naming other records, or of another name', () => {
    expect(concerns(change('orders', [3, 8]), { notice: 'orders', id: 7 })).toBe(false);
    expect(concerns(change('contacts', [7]), { notice: 'orders', id: 7 })).toBe(false);
  });

  it('takes a truncated notice of its name: it could not name them all', () => {
    expect(concerns(change('orders', [], true), { notice: 'orders', id: 7 })).toBe(true);
    expect(concerns(change('contacts', [], true), { notice: 'orders', id: 7 })).toBe(false);
  });

  it('takes every notice of its name when it shows a list', () => {
    expect(concerns(change('cards', [41]), { notice: 'cards', id: 7, any: true })).toBe(true);
    expect(concerns(change('family-orders', [41]), { notice: 'cards', id: 7, any: true })).toBe(false);
  });
});

describe('the status after a failed read', () => {
  const notFound = new ApiError('gone', 'FileNotFound', undefined);
  const offline = new ApiError('offline', 'NetworkError', undefined);

  it('says "not found" when the server says so, whatever was shown', () => {
    expect(statusAfterError('loading', notFound)).toBe('notFound');
    expect(statusAfterError('done', notFound)).toBe('notFound');
  });

  it('keeps a record already shown, and shows the error where there was none', () => {
    expect(statusAfterError('done', offline)).toBe('done');
    expect(statusAfterError('loading', offline)).toBe('error');
    expect(statusAfterError('error', new Error('boom'))).toBe('error');
  });
});
