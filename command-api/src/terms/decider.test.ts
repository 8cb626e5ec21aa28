import { givenCommands, refusalOf } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { termsDecider, type TermCommand } from './decider.ts';
import type { TermRecord } from './events.ts';

const now = '2026-11-27T10:00:00.000Z';
const record: TermRecord = { termId: 2, name: 'Trimestre 2', englishName: 'Term 2', firstDay: '2027-01-04', lastDay: '2027-03-26', psnId: null, priorityOpensAt: '2026-12-01T17:00:00.000Z', opensAt: '2026-12-03T17:00:00.000Z' };
const define = (term: TermRecord = record): TermCommand => ({ type: 'Define', data: { term, now, by: 1 } });
const open = (phase: 'priority' | 'public', opensAt: string): TermCommand => ({ type: 'Open', data: { termId: 2, phase, opensAt, now, by: null } });
const invitation = (famId: number) => ({ termId: 2, termName: 'Trimestre 2', englishTermName: 'Term 2', famId, notify: { email: `f${famId}@x.fr`, name: 'F', language: 'fr' as const }, opensAt: record.opensAt, children: [] });

describe('terms', () => {
  it('defines a term once, changes what changed, refuses an overlap or days the wrong way round', () => {
    const terms = givenCommands(termsDecider, define());
    expect(terms.when(define()).events()).toEqual([]);
    expect(terms.when({ type: 'Change', data: { term: record, now, by: 1 } }).events()).toEqual([]);
    expect(terms.when({ type: 'Change', data: { term: { ...record, name: 'T2' }, now, by: 1 } }).events()).toMatchObject([{ type: 'TermChanged', data: { name: 'T2' } }]);
    expect(refusalOf(() => terms.when(define({ ...record, termId: 3, psnId: 4, firstDay: '2027-03-01', lastDay: '2027-04-01' })).events())).toBe('TermInvalid');
    expect(refusalOf(() => givenCommands(termsDecider).when(define({ ...record, lastDay: '2027-01-01' })).events())).toBe('TermInvalid');
    expect(refusalOf(() => givenCommands(termsDecider).when({ type: 'Change', data: { term: record, now, by: 1 } }).events())).toBe('TermNotFound');
  });

  it('tells each moment once, and not a moment the desk has moved since it was scheduled', () => {
    const terms = givenCommands(termsDecider, define(), open('priority', record.priorityOpensAt!));
    expect(terms.past.at(-1)).toMatchObject({ type: 'TermOpened', data: { phase: 'priority' } });
    expect(terms.when(open('priority', record.priorityOpensAt!)).events()).toEqual([]);
    expect(terms.when(open('public', '2026-12-02T17:00:00.000Z')).events()).toEqual([]);
    expect(terms.when(open('public', record.opensAt)).events()).toMatchObject([{ type: 'TermOpened', data: { phase: 'public', opensAt: record.opensAt } }]);
  });

  it('invites each family once', () => {
    const invite = (...famIds: number[]): TermCommand => ({ type: 'Invite', data: { invitations: famIds.map(invitation), now, by: null } });
    const terms = givenCommands(termsDecider, define(), invite(5, 6));
    expect(terms.past.filter((event) => event.type === 'ReenrolmentInvited')).toHaveLength(2);
    expect(terms.when(invite(5, 6, 7)).events()).toMatchObject([{ type: 'ReenrolmentInvited', data: { famId: 7 } }]);
  });
});
