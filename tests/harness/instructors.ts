import type { TestApp } from './app.ts';

/**
 * An account with the MNS role, named as the login of an MNS record (the instructor of that record's
 * courses, who sees their rosters and marks and evaluates them); answers the account's user id.
 *
 * @example
 * const userId = await linkInstructor(app, admin, mnsId, { email: 'mns@plouf.test', password: 'mns-2026', prenom: 'Thomas', nom: 'Nageur' });
 */
export async function linkInstructor(app: TestApp, admin: string, mnsId: number, account: { email: string; password: string; prenom?: string; nom?: string }): Promise<number> {
  const { userId } = await app.createAccount({ ...account, roles: ['MNS'] });
  const record = (await app.call('GET', `/webapi/Mns/${mnsId}`, { cookie: admin })).body.data;
  const { id: _id, libelle: _l, selected: _s, detailLoaded: _d, image, ...fields } = record;
  const linked = await app.call('PUT', `/webapi/Mns/${mnsId}`, { cookie: admin, headers: { 'idempotency-key': `link-mns-${mnsId}-${userId}-${Date.now()}` }, body: { ...fields, imageId: image?.id ?? null, loginUserId: userId } });
  if (linked.body.resultCode !== 'Ok') throw new Error(`linking MNS ${mnsId}: ${JSON.stringify(linked.body)}`);
  return userId;
}
