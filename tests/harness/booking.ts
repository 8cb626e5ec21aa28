import { cardsDecider } from '@plouf/command-api';
import { cardsStream } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { createAccountDirect } from '../../infra/entry/seed.ts';
import type { TestApp } from './app.ts';

/** What the booking tests and the bench need of the demo catalogue. */
export interface BookingCatalogue {
  pool: number;
  aquagym: number;
  mns: number;
  adultPass: { id: number; libelle: string };
}

export async function bookingCatalogue(app: TestApp): Promise<BookingCatalogue> {
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  return {
    aquagym: activities.find((activity) => activity.libelle === 'Aquagym')!.id,
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    mns: ((await app.call('GET', '/webapi/Mns')).body.data as { id: number }[])[0]!.id,
    adultPass: ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((pass) => pass.libelle === 'Carte 10 séances adultes')!,
  };
}

/** A moment `days` from now at `hour`:00 UTC. */
export const inDays = (days: number, hour = 10) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export interface BookingFamily {
  userId: number;
  famId: number;
  cardId: number;
  cookie: string;
}

/**
 * A family with an open session and one adult card (given as the desk would), made directly on the
 * platform: no password to hash, so two hundred of them take seconds.
 */
export async function bookingFamily(app: TestApp, catalogue: BookingCatalogue, n: number, entries = 10): Promise<BookingFamily> {
  const { userId, famId, position } = await createAccountDirect(app.platform, { email: `burst-${n}@plouf.test`, password: null, nom: `Famille${n}`, prenom: 'Alex', roles: ['Client', 'Famille'] });
  // Its session is read against the families read model: a call made before it has the family is
  // a stranger's (401; seen once on PostgreSQL in messages.test).
  if (position !== undefined) await app.platform.waiter.waitFor('families', position);
  const cardId = await app.platform.ids.next('card');
  const now = new Date().toISOString();
  const card = { cardId, fftId: catalogue.adultPass.id, libelle: catalogue.adultPass.libelle, fftIsAbo: false, entries, validFrom: now, validUntil: inDays(300), acyIds: [catalogue.aquagym], psnIds: [], note: '' };
  await handleCommand(app.platform.store, cardsStream(famId), cardsDecider, { type: 'GiveCard', data: { famId, now, by: null, card } }, { correlationId: 'booking-family', userId: null, timestamp: now });
  return { userId, famId, cardId, cookie: `plouf_session=${await app.platform.sessions.open(userId)}` };
}

let coursesMade = 0;

/**
 * A new aquagym course `days` ahead (each call a minute after the last one's, so that none lands on
 * a slot that already has its course), made by the desk through the API.
 */
export async function bookingCourse(app: TestApp, admin: string, catalogue: BookingCatalogue, capacity = 8, days = 10): Promise<number> {
  const start = new Date(Date.parse(inDays(days)) + coursesMade++ * 60_000).toISOString();
  const response = await app.call('POST', '/webapi/Cours', {
    cookie: admin,
    headers: { 'idempotency-key': `course-${Date.now()}-${Math.random()}` },
    body: { psnId: catalogue.pool, acyId: catalogue.aquagym, usrId: catalogue.mns, crsDatdebut: start, crsDureeMin: 45, crsCapaciteMax: capacity },
  });
  if (response.body.resultCode !== 'Ok') throw new Error(`course not made: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}

/** POST /Family/inscription as the family's page sends it. */
export const bookOn = (app: TestApp, family: BookingFamily, crsId: number) =>
  app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${family.userId}&cardId=${family.cardId}`, { cookie: family.cookie, headers: { 'idempotency-key': `book-${family.famId}-${crsId}-${Date.now()}` }, body: {} });
