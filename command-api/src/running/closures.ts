/**
 * A closure (issue 23, docs/adr/0020-running-a-term.md): the desk closes a pool, or one activity of
 * it, over days. The closure is recorded with the courses it cancels (the pool's schedule names
 * every course it has; each one's stream says whether it is still on and whose), then each course
 * is cancelled with the closure's reason and compensation, and everyone on it released: a make-up
 * credit or the entry back, and a mail. The booking process cancels what a crash left.
 */
import { foldStream, type EventStore } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { activityOf, poolOf } from '../courses/catalogue.ts';
import { courseDecider } from '../courses/decider.ts';
import { readCourse, releaseAll, stepsOf } from '../courses/booking/steps.ts';
import { courseStream, scheduleStream, slotStart } from '../courses/events.ts';
import { scheduleDecider } from '../courses/schedule.ts';
import type { CommandContext } from '../runner.ts';
import { closuresDecider } from '../school/decider.ts';
import { CLOSURES_STREAM } from '../school/events.ts';
import type { ClosureInput } from '../school/contract.ts';

/** The courses of a pool (and activity) on those days, still on and not started: what a closure cancels. */
export async function coursesClosed(store: EventStore, input: Pick<ClosureInput, 'psnId' | 'acyId' | 'from' | 'to'>, now: string): Promise<number[]> {
  const schedule = await foldStream(store, scheduleStream(input.psnId), scheduleDecider);
  const found: Array<{ crsId: number; start: string }> = [];
  for (const [key, crsId] of Object.entries(schedule.slots)) {
    const start = slotStart(key);
    const day = parisDay(new Date(start));
    if (day < input.from || day > input.to || new Date(start).getTime() <= new Date(now).getTime()) continue;
    const state = await readCourse(store, crsId);
    if (state.status !== 'scheduled') continue;
    const { course } = state;
    if (input.acyId !== null && course.acyId !== input.acyId && course.acyIdCplt !== input.acyId) continue;
    found.push({ crsId, start: course.start });
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.crsId - b.crsId).map((course) => course.crsId);
}

/** Declares a closure and cancels its courses; returns its id. */
export async function declareClosure(store: EventStore, ctx: CommandContext, input: ClosureInput): Promise<number> {
  const [pool, activity] = await Promise.all([poolOf(store, input.psnId), input.acyId === null ? null : activityOf(store, input.acyId)]);
  const closureId = await ctx.newId('closure');
  const crsIds = await coursesClosed(store, input, ctx.now);
  const closure = {
    closureId,
    psnId: input.psnId,
    psnName: pool.libelle,
    acyId: input.acyId,
    acyName: activity?.libelle ?? null,
    from: input.from,
    to: input.to,
    reason: input.reason.trim(),
    englishReason: input.englishReason.trim(),
    compensation: input.compensation,
    crsIds,
  };
  await ctx.handle(CLOSURES_STREAM, closuresDecider, { type: 'Declare', data: { closure, today: parisDay(new Date(ctx.now)), now: ctx.now, by: ctx.by } });
  const steps = stepsOf(store, ctx);
  for (const crsId of crsIds) {
    const { events } = await ctx.handle(courseStream(crsId), courseDecider, {
      type: 'Cancel',
      data: { reason: closure.reason, compensation: closure.compensation, closure: { closureId, from: closure.from, to: closure.to }, now: ctx.now, by: ctx.by },
    });
    if (events.length > 0) await releaseAll(steps, crsId);
  }
  return closureId;
}

/** Lifts a closure: its days are open to generation again (the courses it cancelled stay cancelled). */
export async function liftClosure(ctx: CommandContext, closureId: number) {
  await ctx.handle(CLOSURES_STREAM, closuresDecider, { type: 'Lift', data: { closureId, now: ctx.now, by: ctx.by } });
  return closureId;
}
