import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** Two levels of "Apprentissage de la natation", the first with two skills, named in French and English. */
export const SWIM_LEVELS = [
  { lvlId: null, name: 'Têtard', englishName: 'Tadpole', skills: [{ sklId: null, name: 'Souffler dans l’eau', englishName: 'Blow bubbles' }, { sklId: null, name: 'Flotter sur le dos', englishName: 'Back float' }] },
  { lvlId: null, name: 'Grenouille', englishName: 'Frog', skills: [{ sklId: null, name: 'Battements de jambes', englishName: 'Flutter kick' }] },
];

/**
 * The seeded catalogue's swimming lessons given SWIM_LEVELS by the desk (`admin`'s cookie), and what
 * a test needs to schedule and book them: the activity, a pool, the MNS records, the children's pass.
 *
 * @example
 * const swim = await swimmingWithLevels(app, admin);
 * await app.call('POST', '/webapi/Cours', { cookie: admin, body: { psnId: swim.pool, acyId: swim.acyId, usrId: swim.mns[0], … } });
 */
export async function swimmingWithLevels(app: TestApp, admin: string): Promise<{ acyId: number; pool: number; mns: number[]; childPass: number }> {
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const pool = ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id;
  const mns = ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[]).map((record) => record.id);
  const acyId = activities.find((activity) => activity.libelle === 'Apprentissage de la natation')!.id;
  const saved = await app.call('PUT', `/webapi/Activity/${acyId}/niveaux`, { cookie: admin, headers: { 'idempotency-key': `swim-levels-${acyId}-${Date.now()}` }, body: { levels: SWIM_LEVELS } });
  expect(saved.body.resultCode).toBe('Ok');
  return { acyId, pool, mns, childPass: passes.find((pass) => pass.libelle === 'Carte 10 séances enfants')!.id };
}
