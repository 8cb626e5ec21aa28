import { cardsDecider, familyDecider } from '@plouf/command-api';
import { cardsStream, familyStream } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand } from '@plouf/infra';
import { addDays, parisDay } from '@plouf/infra/days';
import { createAccountDirect } from '../../infra/entry/seed.ts';
import type { TestApp } from './app.ts';

/** What the term tests and the bench need of the demo catalogue: a pool's children's weekly slot and a children's card. */
export interface TermCatalogue {
  pool: number;
  /** The pool's "Apprentissage de la natation" slot (Wednesday 14:00, 8 places), and its activity. */
  slot: { tcsId: number; acyId: number; thrJour: number; capacity: number };
  /** Every weekly slot of every pool (the bench enrols on forty). */
  slots: Array<{ psnId: number; tcsId: number; acyId: number }>;
  childPass: { id: number; libelle: string };
  subscription: { id: number; libelle: string };
}

export async function termCatalogue(app: TestApp): Promise<TermCatalogue> {
  const pools = (await app.call('GET', '/webapi/Piscine')).body.data as Array<{ id: number; libelle: string; templateCours: Array<{ tcsId: number; acyId: number; thrJour: number; tcsCapaciteMax: number }> }>;
  const activities = (await app.call('GET', '/webapi/Activity')).body.data as { id: number; libelle: string }[];
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const learn = activities.find((activity) => activity.libelle === 'Apprentissage de la natation')!.id;
  const pool = pools.find((candidate) => candidate.templateCours.some((template) => template.acyId === learn))!;
  const template = pool.templateCours.find((candidate) => candidate.acyId === learn)!;
  return {
    pool: pool.id,
    slot: { tcsId: template.tcsId, acyId: learn, thrJour: template.thrJour, capacity: template.tcsCapaciteMax },
    slots: pools.flatMap((candidate) => candidate.templateCours.map((t) => ({ psnId: candidate.id, tcsId: t.tcsId, acyId: t.acyId }))),
    childPass: passes.find((pass) => pass.libelle === 'Carte 10 séances enfants')!,
    subscription: passes.find((pass) => pass.libelle === 'Abonnement annuel')!,
  };
}

export interface TermFamily {
  famId: number;
  parentId: number;
  childId: number;
  cardId: number;
  cookie: string;
}

/** A child of 8 added to a family (as the family's profile would), its id; the families' read model has it when this returns. */
export async function addChild(app: TestApp, famId: number, nom: string, prenom: string): Promise<number> {
  const now = new Date().toISOString();
  const childId = await app.platform.ids.next('user');
  const birthDate = addDays(parisDay(new Date()), -8 * 366);
  const profile = { email: null, nom, prenom, civilite: null, tel: null, birthDate };
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now };
  const { position } = await handleCommand(app.platform.store, familyStream(famId), familyDecider, { type: 'AddMember', data: { famId, userId: childId, profile, roles: ['Famille'], language: 'fr', now, by: null } }, meta);
  if (position !== undefined) await app.platform.waiter.waitFor('families', position);
  return childId;
}

/**
 * A family with an open session, a child of 8 and one card (given as the desk would; `entries` and
 * `acyIds`/`psnIds` empty: any activity, any pool), made directly on the platform: a thousand take
 * seconds, and the mailer writes nothing for them (the seed's correlation).
 */
export async function termFamily(app: TestApp, n: number, card: { fftId: number; libelle: string; entries?: number; subscription?: boolean; validFrom?: string; validUntil?: string }): Promise<TermFamily> {
  const { userId, famId } = await createAccountDirect(app.platform, { email: `term-${n}@plouf.test`, password: null, nom: `Famille${n}`, prenom: 'Sam', roles: ['Client', 'Famille'] });
  const childId = await addChild(app, famId, `Famille${n}`, `Enfant${n}`);
  const cardId = await giveCard(app, famId, card);
  return { famId, parentId: userId, childId, cardId, cookie: `plouf_session=${await app.platform.sessions.open(userId)}` };
}

/** A card given to a family as the desk gives one (30 entries, valid 400 days, any activity, unless said): its id. */
export async function giveCard(app: TestApp, famId: number, card: { fftId: number; libelle: string; entries?: number; subscription?: boolean; validFrom?: string; validUntil?: string }): Promise<number> {
  const now = new Date().toISOString();
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now };
  const cardId = await app.platform.ids.next('card');
  const record = {
    cardId,
    fftId: card.fftId,
    libelle: card.libelle,
    fftIsAbo: card.subscription ?? false,
    entries: card.entries ?? 30,
    validFrom: card.validFrom ?? now,
    validUntil: card.validUntil ?? new Date(Date.now() + 400 * 86_400_000).toISOString(),
    acyIds: [],
    psnIds: [],
    note: '',
  };
  await handleCommand(app.platform.store, cardsStream(famId), cardsDecider, { type: 'GiveCard', data: { famId, now, by: null, card: record } }, meta);
  return cardId;
}

/** A Paris day `days` from today. */
export const dayIn = (days: number) => addDays(parisDay(new Date()), days);

let pricedTerms = 0;

/**
 * A term the desk defines with a price for the catalogue's slot (issue 43), open to all since an
 * hour, from `from` days from now for 55 days, with what else its tariff says (instalments, promo
 * codes): its id.
 */
export async function pricedTerm(app: TestApp, admin: string, cat: TermCatalogue, term: { libelle: string; englishName: string; cents: number; from: number; tariff?: Record<string, unknown> }): Promise<number> {
  const body = {
    libelle: term.libelle,
    englishName: term.englishName,
    psnId: null,
    priorityOpensAt: null,
    firstDay: dayIn(term.from),
    lastDay: dayIn(term.from + 55),
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    tariff: { activities: [], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: term.cents }], ...term.tariff },
  };
  const defined = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: { 'idempotency-key': `priced-term-${Date.now()}-${pricedTerms++}` }, body });
  if (defined.body.resultCode !== 'Ok') throw new Error(`term not defined: ${JSON.stringify(defined.body)}`);
  return defined.body.data.id as number;
}
