import { termsDecider } from '@plouf/command-api';
import { TERMS_STREAM } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand } from '@plouf/infra';
import { addDays, parisDay, weekday } from '@plouf/infra/days';
import type { Platform } from '../platform.ts';

/**
 * The demo's coming term, for every pool: it starts on the Monday after the demo's four weeks of
 * lessons and lasts ten weeks (a ten-lesson card pays a slot for all of it); enrolment opened yesterday, so a visitor can enrol a child in a
 * weekly slot at once (its lessons are booked when the desk generates them). Its children's
 * activities have a price for the term (issue 43), ten lessons at the demo card's price.
 */
export async function seedDemoTerm(platform: Platform, now: Date, slugToId: ReadonlyMap<string, number> = new Map()) {
  const after = addDays(parisDay(now), 35);
  const firstDay = addDays(after, (8 - weekday(after)) % 7);
  const opensAt = new Date(now.getTime() - 86_400_000);
  opensAt.setUTCMinutes(0, 0, 0);
  const termId = await platform.ids.next('term');
  const term = { termId, name: 'Trimestre d’hiver', englishName: 'Winter term', firstDay, lastDay: addDays(firstDay, 7 * 10 - 2), psnId: null, priorityOpensAt: null, opensAt: opensAt.toISOString(), tariff: demoTariff(slugToId) };
  await handleCommand(platform.store, TERMS_STREAM, termsDecider, { type: 'Define', data: { term, now: now.toISOString(), by: null } }, { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now.toISOString() });
}

/** Ten lessons of each children's activity at its demo price; the adults' activities are paid by card only. */
const DEMO_TERM_PRICES: Readonly<Record<string, number>> = { 'bebes-nageurs': 17_000, 'jardin-aquatique': 15_000, 'apprentissage-natation': 15_000, 'perfectionnement-enfants': 16_000 };

const demoTariff = (slugToId: ReadonlyMap<string, number>) => ({
  activities: Object.entries(DEMO_TERM_PRICES).flatMap(([slug, cents]) => {
    const acyId = slugToId.get(slug);
    return acyId === undefined ? [] : [{ acyId, cents }];
  }),
  slots: [],
});
