import { foldStream, IdParams, isPlatformAdmin, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../deps.ts';
import { READ_MODELS } from '../read-models.ts';
import { runCommand, type CommandContext } from '../runner.ts';
import { activityOf, mnsName, mnsOf } from '../courses/catalogue.ts';
import { readCourse } from '../courses/booking/steps.ts';
import { notifyOf } from '../courses/booking/workflow.ts';
import { ENROLMENT_STATUS, isSeated } from '../courses/enrolment.ts';
import { presenceWindow } from '../courses/rules.ts';
import { PRESENCE } from '../constants.ts';
import { CourseNotFound, NotYourCourse } from '../courses/errors.ts';
import { familyDecider } from '../families/decider.ts';
import { NoFamily } from '../families/errors.ts';
import { familyStream } from '../families/events.ts';
import { EvaluationInput, LevelsInput, LevelsView, ReportCardView, ScaleInput, ScaleView } from '../progress/contract.ts';
import { levelsDecider, progressDecider, scaleDecider } from '../progress/decider.ts';
import { LevelNotFound, LevelsInvalid, NotOnRoster } from '../progress/errors.ts';
import { levelsStream, progressStream, SCALE_STREAM } from '../progress/events.ts';
import type { Level } from '../progress/levels.ts';
import { readLevels, readScale } from '../progress/store.ts';

const PROGRESS_READ_MODEL = READ_MODELS.progress;

/**
 * The levels a form sent, with ids for the new ones: an id sent must be one of this activity's
 * (a level or skill of another activity cannot be taken over by naming its id).
 */
async function levelsOf(ctx: CommandContext, current: Level[], input: LevelsInput): Promise<Level[]> {
  const levelIds = new Set(current.map((level) => level.lvlId));
  const skillIds = new Set(current.flatMap((level) => level.skills.map((skill) => skill.sklId)));
  const levels: Level[] = [];
  for (const level of input.levels) {
    if (level.lvlId !== null && !levelIds.has(level.lvlId)) throw new LevelsInvalid('unknown');
    const skills = [];
    for (const skill of level.skills) {
      if (skill.sklId !== null && !skillIds.has(skill.sklId)) throw new LevelsInvalid('unknown');
      skills.push({ sklId: skill.sklId ?? (await ctx.newId('skill')), name: skill.name.trim(), englishName: skill.englishName.trim() });
    }
    levels.push({ lvlId: level.lvlId ?? (await ctx.newId('level')), name: level.name.trim(), englishName: level.englishName.trim(), skills });
  }
  return levels;
}

/**
 * Levels, the rating scale and evaluations (issue 26, docs/adr/0023-levels-and-progress.md). Only the
 * course's own instructor (the MNS whose record names their login) and the desk evaluate.
 */
export const progressRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  app.put(
    '/Activity/:id/niveaux',
    { config: { access: 'admin' }, schema: { tags: ['Activity'], params: IdParams, body: LevelsInput, response: replies(LevelsView, { command: true }) } },
    async (request, reply) => {
      const acyId = request.params.id;
      await activityOf(deps.store, acyId);
      return runCommand(deps, request, reply, {
        readModel: PROGRESS_READ_MODEL,
        async act(ctx) {
          const levels = await levelsOf(ctx, await readLevels(deps.store, acyId), request.body);
          await ctx.handle(levelsStream(acyId), levelsDecider, { type: 'SaveLevels', data: { acyId, levels, now: ctx.now, by: ctx.by } });
          return acyId;
        },
        answer: (id) => deps.readBack.levels(id),
      });
    },
  );

  app.put('/Ecole/echelle', { config: { access: 'admin' }, schema: { tags: ['Ecole'], body: ScaleInput, response: replies(ScaleView, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: PROGRESS_READ_MODEL,
      async act(ctx) {
        await ctx.handle(SCALE_STREAM, scaleDecider, { type: 'SaveScale', data: { steps: request.body.steps, now: ctx.now, by: ctx.by } });
        return 0;
      },
      answer: () => deps.readBack.scale(),
      idOf: () => 0,
    }),
  );

  /** POST /Cours/{id}/evaluation: a child of the roster evaluated on the level they work on; answers their report card. */
  app.post(
    '/Cours/:id/evaluation',
    { config: { access: ['MNS'] }, schema: { tags: ['Cours'], params: IdParams, body: EvaluationInput, response: replies(ReportCardView, { command: true }) } },
    async (request, reply) => {
      const crsId = request.params.id;
      const state = await readCourse(deps.store, crsId);
      if (state.status === 'none') throw new CourseNotFound();
      const mns = await mnsOf(deps.store, state.course.usrId).catch(() => null);
      if (!isPlatformAdmin(request.user) && (!mns || mns.loginUserId !== request.user?.id)) throw new NotYourCourse();
      const { usrId, lvlId, ratings, note, passed } = request.body;
      const seat = Object.values(state.inscriptions).find((ins) => ins.usrId === usrId && isSeated(ins.status));
      if (!seat) throw new NotOnRoster();
      const acyId = state.course.acyId;
      const [family, levels, scale, activity] = await Promise.all([foldStream(deps.store, familyStream(seat.famId), familyDecider), readLevels(deps.store, acyId), readScale(deps.store), activityOf(deps.store, acyId)]);
      if (family.status !== 'active') throw new NoFamily();
      const index = levels.findIndex((level) => level.lvlId === lvlId);
      const level = levels[index];
      if (!level) throw new LevelNotFound(lvlId);
      const next = levels[index + 1];
      const member = family.members.get(usrId);
      const evaluator = isPlatformAdmin(request.user) || !mns ? { mnsId: null, name: request.user?.libelle || 'Plouf' } : { mnsId: state.course.usrId, name: mnsName(mns) };
      return runCommand(deps, request, reply, {
        readModel: PROGRESS_READ_MODEL,
        async act(ctx) {
          const evaluationId = await ctx.newId('evaluation');
          // Read again in the command: a mark of absence given since the checks above is seen.
          const latest = await readCourse(deps.store, crsId);
          const marked = latest.status === 'none' ? undefined : Object.values(latest.inscriptions).find((ins) => ins.usrId === usrId && isSeated(ins.status));
          await ctx.handle(progressStream(usrId), progressDecider, {
            type: 'Evaluate',
            data: {
              evaluationId,
              subject: {
                usrId,
                famId: seat.famId,
                memberName: member ? `${member.prenom} ${member.nom}`.trim() : seat.memberName,
                acyId,
                acyName: activity.libelle,
                lvlId,
                levelName: level.name,
                levelEnglishName: level.englishName,
                crsId,
                evaluator,
              },
              level,
              next: next ? { lvlId: next.lvlId, name: next.name, englishName: next.englishName } : null,
              scale,
              ratings,
              note,
              passed,
              // The family is told in the language it booked this lesson in (as its reminder is).
              notify: notifyOf(family, null, seat.notify.language),
              opensAt: presenceWindow(state.course.start).opensAt,
              opensMinutesBefore: PRESENCE.opensMinutesBefore,
              absent: (marked ?? seat).status === ENROLMENT_STATUS.absent,
              now: ctx.now,
              by: ctx.by,
            },
          });
          return usrId;
        },
        answer: (id) => deps.readBack.reportCard(id, acyId),
        idOf: () => usrId,
      });
    },
  );
};

