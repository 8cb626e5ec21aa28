import { given, givenCommands } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import type { ScheduleEvent } from './events.ts';
import { scheduleDecider, type ScheduleCommand, type ScheduleState } from './schedule.ts';

const now = '2026-11-26T10:00:00.000Z';
const by = 1;
const monday = 't4|2026-12-07T13:00:00.000Z';
const tuesday = 't4|2026-12-08T13:00:00.000Z';
const once = 'a2|u9|2026-12-09T16:00:00.000Z';
const claim = (...slots: Array<[string, number]>): ScheduleCommand => ({ type: 'Claim', data: { psnId: 2, slots: slots.map(([key, crsId]) => ({ key, crsId })), now, by } });
const claimed = (...slots: Array<[string, number]>): ScheduleEvent => ({ type: 'SlotsClaimed', data: { psnId: 2, slots: slots.map(([key, crsId]) => ({ key, crsId })), at: now, by } });
const schedule = (...past: ScheduleEvent[]) => given<ScheduleCommand, ScheduleEvent, ScheduleState>(scheduleDecider, ...past);

describe('schedule decider', () => {
  it('gives each free slot the course offered for it', () => {
    schedule().when(claim([monday, 40], [tuesday, 41], [once, 42])).then([claimed([monday, 40], [tuesday, 41], [once, 42])]);
    expect(schedule(claimed([monday, 40], [once, 42])).state.slots).toEqual({ [monday]: 40, [once]: 42 });
  });

  it('keeps the course of a slot already claimed, and claims only the others', () => {
    schedule(claimed([monday, 40])).when(claim([monday, 50], [tuesday, 51])).then([claimed([tuesday, 51])]);
  });

  it('claims nothing when the same slots are claimed again (a repeated request)', () => {
    givenCommands(scheduleDecider, claim([monday, 40], [tuesday, 41])).when(claim([monday, 50], [tuesday, 51])).then([]);
    schedule().when(claim()).then([]);
  });

  it('gives a slot named twice in one claim its first course only', () => {
    schedule().when(claim([monday, 40], [monday, 41], [tuesday, 42])).then([claimed([monday, 40], [tuesday, 42])]);
  });
});
