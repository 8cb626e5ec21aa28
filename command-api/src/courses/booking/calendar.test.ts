import { given, givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../events.ts';
import { calendarDecider, type CalendarCommand, type CalendarState } from './calendar.ts';

const now = '2026-11-26T10:00:00.000Z';
const by = 5;
const issue: CalendarCommand = { type: 'Issue', data: { famId: 3, now, by } };
const revoke: CalendarCommand = { type: 'Revoke', data: { famId: 3, now, by } };
const issued = (version: number): CalendarEvent => ({ type: 'CalendarFeedIssued', data: { famId: 3, version, at: now, by } });
const revoked: CalendarEvent = { type: 'CalendarFeedRevoked', data: { famId: 3, at: now, by } };
const calendar = (...past: CalendarEvent[]) => given<CalendarCommand, CalendarEvent, CalendarState>(calendarDecider, ...past);

describe('calendar decider', () => {
  it('issues a family’s first address as version 1', () => {
    calendar().when(issue).then([issued(1)]);
    expect(calendar(issued(1)).state).toEqual({ version: 1, active: true });
  });

  it('issues a new version each time, so the older address stops working', () => {
    calendar(issued(1)).when(issue).then([issued(2)]);
    givenCommands(calendarDecider, issue, issue, issue).when(issue).then([issued(4)]);
  });

  it('never reuses a version after a revocation', () => {
    calendar(issued(1), revoked).when(issue).then([issued(2)]);
    expect(calendar(issued(2), revoked).state).toEqual({ version: 2, active: false });
  });

  it('revokes an active address, and revoking again (or none) records nothing', () => {
    calendar(issued(1)).when(revoke).then([revoked]);
    calendar(issued(1), revoked).when(revoke).then([]);
    calendar().when(revoke).then([]);
  });
});
