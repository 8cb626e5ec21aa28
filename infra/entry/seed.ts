import { activityDecider, contactDecider } from '@plouf/command-api';
import { activityStream, contactStream } from '@plouf/command-api/events';
import { handleCommand, type Config } from '@plouf/infra';
import type { Platform } from './platform.ts';

/**
 * The platform administrator's account: created on first start; its password follows
 * `ADMIN_PASSWORD` only when that variable is set.
 */
export async function ensureAdmin(platform: Platform, config: Pick<Config, 'adminEmail' | 'adminPassword'>, env = process.env) {
  const existing = await platform.sessions.findAccount(config.adminEmail);
  if (existing && !env.ADMIN_PASSWORD) return existing.userId;
  const userId = existing?.userId ?? (await platform.ids.next('user'));
  await platform.sessions.upsertAccount({ userId, email: config.adminEmail, password: config.adminPassword, displayName: 'Administrateur Plouf', roles: ['AdminPlateforme'] });
  return userId;
}

const DEMO_ACTIVITIES = [
  { libelle: 'Bébés nageurs', slug: 'bebes-nageurs', acyEnfant: true, acyAge: 0, acyInfos: 'Éveil aquatique avec un parent, dans une eau à 32°C.' },
  { libelle: 'Jardin aquatique', slug: 'jardin-aquatique', acyEnfant: true, acyAge: 3, acyInfos: 'Jeux et découverte de l’eau pour les 3-5 ans.' },
  { libelle: 'Apprentissage de la natation', slug: 'apprentissage-natation', acyEnfant: true, acyAge: 6, acyInfos: 'Les quatre nages et l’autonomie en grand bain.' },
  { libelle: 'Perfectionnement enfants', slug: 'perfectionnement-enfants', acyEnfant: true, acyAge: 8, acyInfos: 'Technique, endurance et plongeons.' },
  { libelle: 'Aquagym', slug: 'aquagym', acyEnfant: false, acyAge: 16, acyInfos: 'Renforcement musculaire en musique.' },
  { libelle: 'Natation adultes', slug: 'natation-adultes', acyEnfant: false, acyAge: 16, acyInfos: 'Apprendre ou se perfectionner à tout âge.' },
  { libelle: 'Aquaphobie', slug: 'aquaphobie', acyEnfant: false, acyAge: 16, acyInfos: 'Vaincre sa peur de l’eau, en petit groupe.' },
];

const DEMO_CONTACTS = [
  { email: 'claire.martin@example.fr', message: 'Bonjour, reste-t-il des places en bébés nageurs le samedi matin ?', activities: ['bebes-nageurs'], daysAgo: 2 },
  { email: 'julien.petit@example.fr', message: 'Proposez-vous des cours particuliers pour adultes débutants ?', activities: ['natation-adultes', 'aquaphobie'], daysAgo: 9 },
  { email: 'amina.diallo@example.fr', message: 'Mes jumeaux de 7 ans veulent apprendre à nager : quel forfait choisir ?', activities: ['apprentissage-natation'], daysAgo: 40 },
];

/**
 * A believable business on a fresh data folder, appended as events like any other change. A
 * `DemoDataSeeded` event marks it done, so a restart (or a rebuild) never seeds twice.
 */
export async function seedDemo(platform: Platform, now = new Date()) {
  const marker = 'seed-demo';
  if ((await platform.store.readStream(marker)).length > 0) return false;
  const meta = { correlationId: 'seed', userId: null, timestamp: now.toISOString() };
  const slugToId = new Map<string, number>();
  for (const [index, activity] of DEMO_ACTIVITIES.entries()) {
    const activityId = await platform.ids.next('activity');
    slugToId.set(activity.slug, activityId);
    await handleCommand(platform.store, activityStream(activityId), activityDecider, { type: 'CreateActivity', data: { activityId, acyOrdre: index + 1, ...activity, now: now.toISOString() } }, meta);
  }
  for (const contact of DEMO_CONTACTS) {
    const contactId = await platform.ids.next('contact');
    const at = new Date(now.getTime() - contact.daysAgo * 86_400_000).toISOString();
    const activityIds = contact.activities.map((slug) => slugToId.get(slug)!);
    await handleCommand(platform.store, contactStream(contactId), contactDecider, { type: 'ReceiveContact', data: { contactId, email: contact.email, message: contact.message, activityIds, now: at } }, meta);
  }
  await platform.store.appendToStream(marker, [{ type: 'DemoDataSeeded', data: { at: now.toISOString() }, metadata: meta }], { expectedRevision: 'no_stream' });
  return true;
}
