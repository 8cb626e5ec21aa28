import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { closuresDecider, schoolRulesDecider, type ClosureCommand, type ClosuresState, type SchoolRulesCommand } from './decider.ts';
import type { ClosureEvent, SchoolRulesEvent } from './events.ts';
import { DEFAULT_RULES, closedBy, offerUntil, rulesFor, type RulesDocument } from './rules.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;

describe('the school’s rules', () => {
  const rules = (...past: SchoolRulesEvent[]) => given<SchoolRulesCommand, SchoolRulesEvent, RulesDocument>(schoolRulesDecider, ...past);
  it('are the defaults until saved, a pool’s own over the school’s', () => {
    expect(rules().state).toEqual({ school: DEFAULT_RULES, pools: {} });
    const document = { school: { ...DEFAULT_RULES, offerWindowHours: 6 }, pools: { 2: { waitlistMode: 'offer' as const } } };
    rules().when({ type: 'SaveRules', data: { rules: document, now, by } }).then([{ type: 'SchoolRulesSaved', data: { ...document, at: now, by } }]);
    const saved = rules({ type: 'SchoolRulesSaved', data: { ...document, at: now, by } });
    saved.when({ type: 'SaveRules', data: { rules: document, now, by } }).then([]);
    expect(rulesFor(saved.state, 2)).toMatchObject({ waitlistMode: 'offer', offerWindowHours: 6 });
    expect(rulesFor(saved.state, 3).waitlistMode).toBe('automatic');
    rules().when({ type: 'SaveRules', data: { rules: { school: { ...DEFAULT_RULES, offerWindowHours: 0 }, pools: {} }, now, by } }).refuses('RulesInvalid');
  });

  it('end an offer at its window, never past the last moment a promotion is allowed', () => {
    expect(offerUntil(now, 12, '2026-11-25T10:00:00.000Z')).toBe('2026-11-23T22:00:00.000Z');
    expect(offerUntil(now, 12, '2026-11-23T15:00:00.000Z')).toBe('2026-11-23T15:00:00.000Z');
  });
});

describe('closures', () => {
  const closures = (...past: ClosureEvent[]) => given<ClosureCommand, ClosureEvent, ClosuresState>(closuresDecider, ...past);
  const closure = { closureId: 4, psnId: 1, psnName: 'Canal', acyId: null, acyName: null, from: '2026-12-21', to: '2027-01-03', reason: 'Vacances', englishReason: 'Holidays', compensation: 'credit' as const, crsIds: [8, 9] };
  const declared: ClosureEvent = { type: 'ClosureDeclared', data: { ...closure, at: now, by } };

  it('are declared once, with sane days, and lifted once', () => {
    closures().when({ type: 'Declare', data: { closure, today: '2026-11-23', now, by } }).then([declared]);
    closures(declared).when({ type: 'Declare', data: { closure, today: '2026-11-23', now, by } }).then([]);
    closures().when({ type: 'Declare', data: { closure: { ...closure, to: '2026-12-20' }, today: '2026-11-23', now, by } }).refuses('ClosureInvalid');
    closures().when({ type: 'Declare', data: { closure: { ...closure, from: '2026-11-01', to: '2026-11-22' }, today: '2026-11-23', now, by } }).refuses('ClosureInvalid');
    closures(declared).when({ type: 'Lift', data: { closureId: 4, now, by } }).then([{ type: 'ClosureLifted', data: { closureId: 4, at: now, by } }]);
    closures().when({ type: 'Lift', data: { closureId: 4, now, by } }).refuses('ClosureNotFound');
  });

  it('close the days of their pool (and activity), in Paris, both ends included', () => {
    const spans = [{ ...closure }, { ...closure, closureId: 5, psnId: 2, acyId: 3, from: '2026-12-01', to: '2026-12-01' }];
    const lesson = (psnId: number, acyId: number, start: string) => ({ psnId, acyId, acyIdCplt: null, start });
    expect(closedBy(spans, lesson(1, 9, '2026-12-20T22:59:00.000Z'))).toBeNull();
    expect(closedBy(spans, lesson(1, 9, '2026-12-20T23:00:00.000Z'))?.closureId).toBe(4);
    expect(closedBy(spans, lesson(1, 9, '2027-01-03T20:00:00.000Z'))?.closureId).toBe(4);
    expect(closedBy(spans, lesson(2, 9, '2026-12-01T10:00:00.000Z'))).toBeNull();
    expect(closedBy(spans, lesson(2, 3, '2026-12-01T10:00:00.000Z'))?.closureId).toBe(5);
    expect(closedBy([{ ...closure, lifted: true }], lesson(1, 9, '2026-12-22T10:00:00.000Z'))).toBeNull();
  });
});
