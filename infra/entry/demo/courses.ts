import { courseDecider, documentDecider, generateCourses, generationPeriod, scheduleDecider, slotKey } from '@plouf/command-api';
import type { MnsInput, PoolRecord } from '@plouf/command-api/contracts';
import { poolCutoffHours } from '@plouf/command-api/enrolment';
import { courseStream, documentStream, scheduleStream, type CourseRecord } from '@plouf/command-api/events';
import { addDays } from '@plouf/infra/days';
import { DEMO_SEED_CORRELATION, handleCommand, type EventMetadata } from '@plouf/infra';
import type { Platform } from '../platform.ts';
import { createAccountDirect } from '../seed.ts';

/** The first demo MNS's login: their lessons of the week and the presence to mark, on a phone. */
export const DEMO_INSTRUCTOR = { email: 'mns@plouf.fr', password: 'mns-plouf-2026' };

/** How far ahead the demo's lessons are generated. */
const DEMO_WEEKS = 4;

export interface Catalogue {
  pools: Map<number, PoolRecord>;
  activities: Map<number, { libelle: string; acyAge: number; acyEnfant: boolean }>;
  mns: Map<number, MnsInput>;
}

/** The catalogue as its documents' last events record it (the demo's, or an administrator's since). */
export async function readCatalogue(platform: Platform): Promise<Catalogue> {
  const catalogue: Catalogue = { pools: new Map(), activities: new Map(), mns: new Map() };
  for (const event of await platform.store.readAll()) {
    const data = event.data as { id: number; fields?: never };
    const target = { Pool: catalogue.pools, Activity: catalogue.activities, Mns: catalogue.mns }[event.type.replace(/(Added|Changed|Removed)$/, '')];
    if (!target || !/(Added|Changed|Removed)$/.test(event.type)) continue;
    if (event.type.endsWith('Removed')) target.delete(data.id);
    else if (data.fields) target.set(data.id, data.fields);
  }
  return catalogue;
}

/**
 * The demo's instructor account (role MNS, linked to the first demo MNS) and the lessons of the
 * demo pools' templates for the next four weeks, scheduled as `POST /Cours/addRange` does (a pool's
 * schedule stream claims each slot once, then each course is scheduled). Once per event store.
 */
export async function seedDemoCourses(platform: Platform, now = new Date()) {
  const marker = 'seed-demo-courses';
  if ((await platform.store.readStream(marker)).length > 0) return;
  const meta: EventMetadata = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now.toISOString() };
  const at = now.toISOString();
  const catalogue = await readCatalogue(platform);
  const [first] = [...catalogue.mns.entries()].sort(([a], [b]) => a - b);

  if (first && (await platform.sessions.claimant(DEMO_INSTRUCTOR.email)) === null) {
    const [mnsId, mns] = first;
    const { userId } = await createAccountDirect(platform, { ...DEMO_INSTRUCTOR, nom: mns.usrNom, prenom: mns.usrPrenom, famName: 'Équipe Plouf — MNS', roles: ['MNS'] });
    await handleCommand(platform.store, documentStream('Mns', mnsId), documentDecider('Mns'), { type: 'Change', data: { id: mnsId, fields: { ...mns, loginUserId: userId }, now: at } }, meta);
  }

  for (const [psnId, pool] of catalogue.pools) {
    const { from } = generationPeriod({ ...pool, id: psnId }, now);
    const courses = generateCourses({ ...pool, id: psnId }, generationPeriod({ ...pool, id: psnId }, now, { from, to: addDays(from, DEMO_WEEKS * 7 - 1) }), now);
    if (courses.length === 0) continue;
    const slots = [];
    for (const course of courses) slots.push({ key: slotKey(course), crsId: await platform.ids.next('course') });
    const { state } = await handleCommand(platform.store, scheduleStream(psnId), scheduleDecider, { type: 'Claim', data: { psnId, slots, now: at, by: null } }, meta);
    for (const course of courses) {
      const activity = catalogue.activities.get(course.acyId);
      const mns = catalogue.mns.get(course.usrId);
      if (!activity || !mns) continue;
      const crsId = state.slots[slotKey(course)]!;
      const record: CourseRecord = {
        crsId,
        libelle: course.libelle,
        ...(course.translations.en?.libelle && { englishLabel: course.translations.en.libelle }),
        psnId,
        psnName: pool.libelle,
        acyId: course.acyId,
        acyName: activity.libelle,
        acyAge: activity.acyAge,
        acyIdCplt: course.acyIdCplt,
        usrId: course.usrId,
        mnsName: `${mns.usrPrenom} ${mns.usrNom}`.trim(),
        start: course.crsDatdebut,
        durationMin: course.crsDureeMin,
        capacity: course.crsCapaciteMax,
        tcsId: course.tcsId,
        cutoffHours: poolCutoffHours(pool.configPiscine.delaiAnnulationH),
      };
      await handleCommand(platform.store, courseStream(crsId), courseDecider, { type: 'Schedule', data: { course: record, now: at, by: null } }, meta);
    }
  }
  await platform.store.appendToStream(marker, [{ type: 'DemoCoursesSeeded', data: { at }, metadata: meta }], { expectedRevision: 'no_stream' });
}
