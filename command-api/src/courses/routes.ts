import { readClosures } from '../school/store.ts';
import { closedBy } from '../school/rules.ts';
import { IdParams, isPlatformAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CommandApiDeps } from '../deps.ts';
import { CARDS_READ_MODEL } from '../cards/store.ts';
import { runCommand, type CommandContext } from '../runner.ts';
import { promote, readCourse, releaseAll, stepsOf } from './booking/steps.ts';
import { courseNames, mnsName, mnsOf } from './catalogue.ts';
import { courseLevel } from '../progress/store.ts';
import { CourseCancelQuery, CourseChangeInput, CourseInput, CourseRangeInput, CourseView, PresenceInput } from './contract.ts';
import { courseDecider } from './decider.ts';
import { CourseNotFound, NotYourCourse, SlotTaken } from './errors.ts';
import { courseStream, scheduleStream, type CourseRecord } from './events.ts';
import { scheduleDecider } from './schedule.ts';
import { slotKey } from './generate.ts';
import { READ_MODELS } from '../read-models.ts';

export const COURSES_READ_MODEL = READ_MODELS.courses;
const tags = ['Cours'];

/**
 * The back-office's courses: one by one, or a range generated from a pool's templates (twice gives
 * nothing twice: a pool's schedule stream claims each slot once); changes, cancellation (everyone on
 * it released with their entry back), and presence, which the course's instructor may mark too.
 */
export const courseRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const answer = (crsId: number) => deps.readBack.course(crsId);
  const notFound = () => new CourseNotFound();

  /**
   * Schedules courses, skipping the slots of their pool already scheduled; returns every course's
   * id, how many are new, and those that were there before this request (a repeat of the same
   * request finds its own appends: they count as made by it).
   */
  async function schedule(ctx: CommandContext, inputs: Array<CourseInput & { tcsId: number | null }>): Promise<{ ids: number[]; created: number; existing: number[] }> {
    const names = new Map<string, Awaited<ReturnType<typeof courseNames>>>();
    const nameOf = async (input: CourseInput) => {
      const key = `${input.psnId}|${input.acyId}|${input.acyIdCplt}|${input.usrId}`;
      if (!names.has(key)) names.set(key, await courseNames(deps.store, input));
      return names.get(key)!;
    };
    for (const input of inputs) await nameOf(input);
    const ids: number[] = [];
    const existing: number[] = [];
    let created = 0;
    const byPool = new Map<number, typeof inputs>();
    for (const input of inputs) byPool.set(input.psnId, [...(byPool.get(input.psnId) ?? []), input]);
    for (const [psnId, courses] of byPool) {
      const wanted = [];
      for (const input of courses) wanted.push({ key: slotKey(input), crsId: await ctx.newId('course') });
      const { state } = await ctx.handle(scheduleStream(psnId), scheduleDecider, { type: 'Claim', data: { psnId, slots: wanted, now: ctx.now, by: ctx.by } });
      for (const input of courses) {
        const crsId = state.slots[slotKey(input)]!;
        ids.push(crsId);
        const course: CourseRecord = {
          crsId,
          libelle: input.libelle.trim(),
          ...(input.translations?.en?.libelle?.trim() && { englishLabel: input.translations.en.libelle.trim() }),
          psnId,
          acyId: input.acyId,
          acyIdCplt: input.acyIdCplt,
          usrId: input.usrId,
          ...(await nameOf(input)),
          start: new Date(input.crsDatdebut).toISOString(),
          durationMin: input.crsDureeMin,
          capacity: input.crsCapaciteMax,
          tcsId: input.tcsId,
          ...(await courseLevel(deps.store, input.acyId, input.lvlId)),
        };
        // A slot claimed before (or by a run that stopped halfway) gets its course now, once.
        const { events, position } = await ctx.handle(courseStream(crsId), courseDecider, { type: 'Schedule', data: { course, now: ctx.now, by: ctx.by } });
        created += events.length;
        if (events.length === 0 && position === undefined) existing.push(crsId);
      }
    }
    return { ids, created, existing };
  }

  app.post('/Cours', { config: { access: 'admin' }, schema: { tags, body: CourseInput, response: replies(CourseView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      async act(ctx) {
        const { ids, existing } = await schedule(ctx, [{ ...request.body, tcsId: null }]);
        const crsId = ids[0]!;
        if (existing.includes(crsId)) {
          const there = await readCourse(deps.store, crsId);
          if (there.status !== 'none') throw new SlotTaken(there.course, there.status === 'cancelled');
        }
        return crsId;
      },
      answer,
      notFound,
    }),
  );

  /** POST /Cours/addRange: the generated courses the admin kept; answers the ids of all of them. */
  app.post(
    '/Cours/addRange',
    {
      config: { access: 'admin' },
      schema: { tags, body: CourseRangeInput, response: replies(Type.Object({ ids: Type.Array(IdParams.properties.id), created: Type.Integer(), closed: Type.Integer({ minimum: 0 }) }), { command: true }) },
    },
    async (request, reply) => {
      const chosen = request.body.filter((course) => course.selected !== false);
      return runCommand(deps, request, reply, {
        readModel: COURSES_READ_MODEL,
        async act(ctx) {
          // Days a closure stands on are skipped (issue 23): the preview shows them unselected.
          const closures = Object.values((await readClosures(deps.store)).closures);
          const kept = chosen.filter((course) => !closedBy(closures, { ...course, start: course.crsDatdebut }));
          return { ...(await schedule(ctx, kept)), closed: chosen.length - kept.length };
        },
        answer: async ({ ids, created, closed }) => ({ ids, created, closed }),
        idOf: () => null,
      });
    },
  );

  app.put('/Cours/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, body: CourseChangeInput, response: replies(CourseView, { command: true }) } }, async (request, reply) => {
    const crsId = request.params.id;
    const { usrId, crsDatdebut, crsDureeMin, crsCapaciteMax, acyIdCplt, lvlId } = request.body;
    const name = usrId !== undefined ? mnsName(await mnsOf(deps.store, usrId)) : undefined;
    let level: { lvlId: number | null; levelName?: string; levelEnglishName?: string } | undefined;
    if (lvlId !== undefined) {
      const state = await readCourse(deps.store, crsId);
      if (state.status === 'none') throw new CourseNotFound();
      level = await courseLevel(deps.store, state.course.acyId, lvlId);
    }
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      async act(ctx) {
        const change = { usrId, mnsName: name, start: crsDatdebut, durationMin: crsDureeMin, capacity: crsCapaciteMax, acyIdCplt, ...level, now: ctx.now, by: ctx.by };
        const { events } = await ctx.handle(courseStream(crsId), courseDecider, { type: 'Change', data: change });
        // More places: the waiting list moves up.
        if (events.some((event) => event.type === 'CourseChanged' && event.data.capacity !== undefined)) await promote(stepsOf(deps.store, ctx), crsId);
        return crsId;
      },
      answer,
      notFound,
    });
  });

  /** DELETE /Cours/{id}: cancels the course (kept, with its roster); everyone on it gets the entry back and is told. */
  app.delete('/Cours/:id', { config: { access: 'admin' }, schema: { tags, params: IdParams, querystring: CourseCancelQuery, response: replies(CourseView, { command: true }) } }, async (request, reply) => {
    const crsId = request.params.id;
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      alsoWaitFor: [CARDS_READ_MODEL],
      async act(ctx) {
        const { reason, compensation } = request.query;
        await ctx.handle(courseStream(crsId), courseDecider, { type: 'Cancel', data: { reason, ...(compensation && { compensation }), now: ctx.now, by: ctx.by } });
        await releaseAll(stepsOf(deps.store, ctx), crsId);
        return crsId;
      },
      answer,
      notFound,
    });
  });

  /** PUT /Cours/{id}/presence: the desk, or the course's own instructor, marks a member present or absent. */
  app.put('/Cours/:id/presence', { config: { access: ['MNS'] }, schema: { tags, params: IdParams, body: PresenceInput, response: replies(CourseView, { command: true }) } }, async (request, reply) => {
    const crsId = request.params.id;
    const state = await readCourse(deps.store, crsId);
    if (state.status === 'none') throw new CourseNotFound();
    if (!isPlatformAdmin(request.user)) {
      const mns = await mnsOf(deps.store, state.course.usrId).catch(() => null);
      if (!mns || mns.loginUserId !== request.user?.id) throw new NotYourCourse();
    }
    return runCommand(deps, request, reply, {
      readModel: COURSES_READ_MODEL,
      async act(ctx) {
        await ctx.handle(courseStream(crsId), courseDecider, { type: 'MarkPresence', data: { ...request.body, now: ctx.now, by: ctx.by } });
        return crsId;
      },
      answer,
      notFound,
    });
  });
};
