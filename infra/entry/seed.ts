import { FAMILY_ROLES, claimExistingSlugs, contactDecider, familyDecider, mailSettingsDecider, newsletterDecider, schoolIdentityDecider } from '@plouf/command-api';
import { MAIL_SETTINGS_STREAM, SCHOOL_IDENTITY_STREAM, contactStream, familyStream, type SchoolIdentity } from '@plouf/command-api/events';
import { loadDefaultDocuments } from '@plouf/mailer';
import { DEMO_SEED_CORRELATION, handleCommand, type Config, type Role } from '@plouf/infra';
import { seedCatalogue } from './demo/catalogue.ts';
import { seedDemoCourses } from './demo/courses.ts';
import { seedDemoHistory } from './demo/history.ts';
import { seedDemoInbox } from './demo/inbox.ts';
import { seedDemoLevels } from './demo/levels.ts';
import { seedDemoMonths, type DemoAction } from './demo/months.ts';
import { seedDemoOrders } from './demo/orders.ts';
import { seedDemoTerm } from './demo/terms.ts';
import type { Platform } from './platform.ts';

import { ensureDefaultImage } from './demo/catalogue.ts';

export { ensureDefaultImage };

interface DirectAccount {
  email: string;
  /** null: no password yet (tests and benchmarks open a session directly). */
  password: string | null;
  nom: string;
  prenom: string;
  roles: Role[];
  /** Joins this family; a new one named after `famName` (or `nom`) otherwise. */
  famId?: number;
  famName?: string;
}

/**
 * An account made by the platform itself (the administrator, demo families, tests): the same family
 * events as a sign-up, with a password set at once instead of a mailed link.
 */
export async function createAccountDirect(platform: Platform, account: DirectAccount) {
  const userId = await platform.ids.next('user');
  const famId = account.famId ?? (await platform.ids.next('family'));
  const now = new Date().toISOString();
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now };
  const profile = { email: account.email.toLowerCase(), nom: account.nom, prenom: account.prenom, civilite: null, tel: null, birthDate: null };
  await platform.sessions.reserve(userId, account.email);
  const command =
    account.famId === undefined
      ? ({ type: 'SignUpFamily', data: { famId, famName: account.famName ?? account.nom, userId, profile, roles: account.roles, language: 'fr', origin: 'seed', now, by: null } } as const)
      : ({ type: 'AddMember', data: { famId, userId, profile, roles: account.roles, language: 'fr', now, by: null } } as const);
  const { position } = await handleCommand(platform.store, familyStream(famId), familyDecider, command, meta);
  if (account.password !== null) await platform.sessions.setPassword(userId, account.password);
  return { userId, famId, position };
}

/**
 * The platform administrator's account, in the staff family: created on first start; its password
 * follows `ADMIN_PASSWORD` only when that variable is set.
 */
export async function ensureAdmin(platform: Platform, config: Pick<Config, 'adminEmail' | 'adminPassword'>, env = process.env) {
  const existing = await platform.sessions.claimant(config.adminEmail);
  if (existing !== null) {
    if (env.ADMIN_PASSWORD) await platform.sessions.setPassword(existing, config.adminPassword);
    return existing;
  }
  const { userId } = await createAccountDirect(platform, {
    email: config.adminEmail,
    password: config.adminPassword,
    nom: 'Plouf',
    prenom: 'Administrateur',
    famName: 'Équipe Plouf',
    roles: ['AdminPlateforme'],
  });
  return userId;
}

/** A demo family that can log in, printed by `npm start` beside the administrator. */
export const DEMO_FAMILY = { email: 'famille.martin@plouf.fr', password: 'famille-plouf-2026' };

const DEMO_CONTACTS = [
  { email: 'claire.martin@example.fr', message: 'Bonjour, reste-t-il des places en bébés nageurs le samedi matin ?', activities: ['bebes-nageurs'], daysAgo: 2 },
  { email: 'julien.petit@example.fr', message: 'Proposez-vous des cours particuliers pour adultes débutants ?', activities: ['natation-adultes', 'aquaphobie'], daysAgo: 9 },
  { email: 'amina.diallo@example.fr', message: 'Mes jumeaux de 7 ans veulent apprendre à nager : quel forfait choisir ?', activities: ['apprentissage-natation'], daysAgo: 40 },
];

/** Newsletter subscribers of the demo: validated, waiting for their link, gone. */
const DEMO_SUBSCRIBERS = [
  { email: 'sophie.bernard@example.fr', language: 'fr', daysAgo: 30, then: 'Validate' },
  { email: 'marc.dubois@example.fr', language: 'fr', daysAgo: 12, then: 'Validate' },
  { email: 'emma.wilson@example.com', language: 'en', daysAgo: 5, then: 'Validate' },
  { email: 'nina.roux@example.fr', language: 'fr', daysAgo: 20, then: 'Unsubscribe' },
  { email: 'lucas.moreau@example.fr', language: 'fr', daysAgo: 1, then: null },
] as const;

async function seedDemoSubscribers(platform: Platform, now: Date, meta: { correlationId: string; userId: null; timestamp: string }) {
  for (const subscriber of DEMO_SUBSCRIBERS) {
    const subscriberId = await platform.ids.next('newsletter');
    const at = new Date(now.getTime() - subscriber.daysAgo * 86_400_000);
    const stream = platform.newsletterStream(subscriber.email);
    await handleCommand(platform.store, stream, newsletterDecider, { type: 'Subscribe', data: { subscriberId, email: subscriber.email, language: subscriber.language, now: at.toISOString() } }, meta);
    const later = new Date(at.getTime() + 3_600_000).toISOString();
    if (subscriber.then === 'Validate') await handleCommand(platform.store, stream, newsletterDecider, { type: 'Validate', data: { subscriberId, now: later, by: 'link' } }, meta);
    if (subscriber.then === 'Unsubscribe') await handleCommand(platform.store, stream, newsletterDecider, { type: 'Unsubscribe', data: { subscriberId, now: later, via: 'link' } }, meta);
  }
}

/** The demo school's legal identity (a plausible one: the SIRET and VAT number are made up, with a valid shape). */
const DEMO_IDENTITY: SchoolIdentity = {
  name: 'Plouf École de Natation',
  legalForm: 'SAS au capital de 10 000 €',
  street: '12 quai de la Loire',
  postalCode: '75019',
  city: 'Paris',
  country: 'France',
  siret: '91234567800015',
  vatNumber: 'FR40912345678',
  email: 'contact@plouf.fr',
  phone: '01 42 00 12 34',
  // A consumer's mentions only: the 40 € recovery indemnity and the discount terms are for business buyers (Code de commerce, art. L441-9 and L441-10).
  footer: 'Facture acquittée à la commande. RCS Paris 912 345 678.',
};

/**
 * A believable business on a fresh data folder, appended as events like any other change. A
 * `DemoDataSeeded` event marks it done, so a restart (or a rebuild) never seeds twice.
 * `months`: about four months of the school's life before today too (demo/months.ts), so that the
 * dashboard and the back-office's lists mean something; `npm start` has them, tests ask for them.
 */
export async function seedDemo(platform: Platform, now = new Date(), options: { term?: boolean; months?: boolean } = {}) {
  const marker = 'seed-demo';
  const slugToId = await seedCatalogue(platform, now);
  await seedDemoCourses(platform, now);
  if ((await platform.store.readStream(marker)).length > 0) return false;
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now.toISOString() };
  // Before the demo's orders: their invoices print it.
  await handleCommand(platform.store, SCHOOL_IDENTITY_STREAM, schoolIdentityDecider, { type: 'SaveIdentity', data: { identity: DEMO_IDENTITY, now: now.toISOString(), by: null } }, meta);
  for (const contact of DEMO_CONTACTS) {
    const contactId = await platform.ids.next('contact');
    const at = new Date(now.getTime() - contact.daysAgo * 86_400_000).toISOString();
    const activityIds = contact.activities.flatMap((slug) => slugToId.get(slug) ?? []);
    await handleCommand(platform.store, contactStream(contactId), contactDecider, { type: 'ReceiveContact', data: { contactId, email: contact.email, message: contact.message, activityIds, now: at } }, meta);
  }
  await seedDemoSubscribers(platform, now, meta);
  await seedDemoLevels(platform, slugToId, now);
  if (options.term ?? true) await seedDemoTerm(platform, now, slugToId);
  let martinOrders: DemoAction[] = [];
  if ((await platform.sessions.claimant(DEMO_FAMILY.email)) === null) {
    const { famId, userId } = await createAccountDirect(platform, { ...DEMO_FAMILY, nom: 'Martin', prenom: 'Claire', roles: FAMILY_ROLES });
    await createAccountDirect(platform, { email: 'paul.martin@plouf.fr', password: 'famille-plouf-2026', nom: 'Martin', prenom: 'Paul', roles: FAMILY_ROLES, famId });
    // Their son, who does not log in: the one the family books onto children's lessons.
    const childId = await platform.ids.next('user');
    const child = { email: null, nom: 'Martin', prenom: 'Léo', civilite: null, tel: null, birthDate: `${now.getUTCFullYear() - 8}-03-14` };
    await handleCommand(platform.store, familyStream(famId), familyDecider, { type: 'AddMember', data: { famId, userId: childId, profile: child, roles: FAMILY_ROLES, language: 'fr', now: now.toISOString(), by: userId } }, meta);
    martinOrders = await seedDemoOrders(platform, { famId, userId, email: DEMO_FAMILY.email, name: 'Claire Martin' }, now);
    // Without the months, they are the demo's only orders: in their own time order.
    if (!(options.months ?? true)) for (const action of martinOrders.splice(0)) await action.run();
    await seedDemoHistory(platform, { famId, parentId: userId, parentEmail: DEMO_FAMILY.email, parentName: 'Claire Martin', childId, childName: 'Léo Martin', birthDate: child.birthDate }, now);
  }
  if (options.months ?? true) {
    // The demo family's orders among the months' purchases, each at its moment.
    await seedDemoMonths(platform, now, martinOrders);
    await seedDemoInbox(platform, now, slugToId);
  }
  await platform.store.appendToStream(marker, [{ type: 'DemoDataSeeded', data: { at: now.toISOString() }, metadata: meta }], { expectedRevision: 'no_stream' });
  return true;
}

/**
 * The mail templates and skins the product comes with (the mailer's files), stored as the
 * back-office's starting point: those already there are left as they were edited.
 */
export async function ensureMailDocuments(platform: Platform) {
  const now = platform.clock().toISOString();
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now };
  await handleCommand(platform.store, MAIL_SETTINGS_STREAM, mailSettingsDecider, { type: 'SeedMailDocuments', data: { ...loadDefaultDocuments(), now } }, meta);
}

/**
 * What every process that writes runs before serving: the administrator's account, the default
 * image, the mail templates, the demo data when asked, and slug claims for documents saved before claims existed.
 */
export async function prepareStore(platform: Platform, config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo'> & { demoTerm?: boolean; demoMonths?: boolean }, env = process.env) {
  await ensureAdmin(platform, config, env);
  await ensureDefaultImage(platform);
  await ensureMailDocuments(platform);
  if (config.seedDemo) await seedDemo(platform, new Date(), { term: config.demoTerm ?? true, months: config.demoMonths ?? true });
  await claimExistingSlugs(platform.store, platform.clock().toISOString());
}
