import { contactDecider, newsletterDecider } from '@plouf/command-api';
import { contactStream } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand, type EventMetadata } from '@plouf/infra';
import type { Platform } from '../platform.ts';
import { HISTORY_WEEKS } from './months.ts';
import { seededRandom } from './people.ts';

const DAY = 86_400_000;
const meta = (at: string): EventMetadata => ({ correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: at });

const QUESTIONS: { message: string; activities: string[] }[] = [
  { message: 'Bonjour, à partir de quel âge acceptez-vous les bébés nageurs ?', activities: ['bebes-nageurs'] },
  { message: 'Ma fille de 6 ans a peur de mettre la tête sous l’eau : le cours d’apprentissage lui convient-il ?', activities: ['apprentissage-natation'] },
  { message: 'Y a-t-il encore de la place le samedi matin ? Nous sommes sur liste d’attente.', activities: ['apprentissage-natation'] },
  { message: 'Est-il possible de payer par chèques vacances ?', activities: [] },
  { message: 'Je voudrais une facture pour mon comité d’entreprise, comment faire ?', activities: [] },
  { message: 'Proposez-vous des cours d’aquagym le matin ?', activities: ['aquagym'] },
  { message: 'Je souhaiterais reprendre la natation après une longue pause, quel niveau choisir ?', activities: ['natation-adultes'] },
  { message: 'Hello, do you have lessons in English for a 7-year-old?', activities: ['apprentissage-natation'] },
  { message: 'Mon fils a manqué son cours pour maladie, peut-il le rattraper ?', activities: [] },
  { message: 'Quels sont vos horaires pendant les vacances scolaires ?', activities: [] },
  { message: 'J’ai très peur de l’eau, le cours d’aquaphobie se fait-il en petit groupe ?', activities: ['aquaphobie'] },
  { message: 'Faut-il un bonnet de bain obligatoire à la piscine des Tilleuls ?', activities: [] },
];
const FAMILY_NAMES = ['martin', 'leroy', 'faure', 'colin', 'renard', 'barbier', 'arnaud', 'giraud', 'brun', 'rey', 'schmitt', 'picard', 'aubert'];
const SENDERS = ['aline', 'benoit', 'chantal', 'david', 'elodie', 'farid', 'gaelle', 'herve', 'ines', 'jerome', 'kevin', 'lucie', 'marion', 'nadia', 'pierre', 'rachid', 'sarah', 'tristan', 'valerie', 'yann'];

/**
 * The questions that came in along the months (the older mostly read, the last days' unread) and
 * the newsletter's subscribers (most confirmed their address, a few never did, some left). Seeded,
 * dated then, seed-correlated: nobody is mailed.
 */
export async function seedDemoInbox(platform: Platform, now: Date, slugToId: ReadonlyMap<string, number>) {
  const random = seededRandom(2024);
  const days = HISTORY_WEEKS * 7;
  for (let index = 0; index < 26; index++) {
    const daysAgo = Math.round(days - (index * days) / 26 - random.int(0, 3)) + 3;
    const at = new Date(random.daytime(now.getTime() - daysAgo * DAY - random.int(0, 10) * 3_600_000));
    const question = QUESTIONS[index % QUESTIONS.length]!;
    const email = `${SENDERS[index % SENDERS.length]}.${FAMILY_NAMES[index % FAMILY_NAMES.length]}@example.fr`;
    const contactId = await platform.ids.next('contact');
    const activityIds = question.activities.flatMap((slug) => slugToId.get(slug) ?? []);
    await handleCommand(platform.store, contactStream(contactId), contactDecider, { type: 'ReceiveContact', data: { contactId, email, message: question.message, activityIds, now: at.toISOString() } }, meta(at.toISOString()));
    if (daysAgo > 6 && random.chance(0.85)) {
      const readAt = new Date(at.getTime() + random.int(2, 40) * 3_600_000).toISOString();
      await handleCommand(platform.store, contactStream(contactId), contactDecider, { type: 'MarkContactRead', data: { contactId, now: readAt } }, meta(readAt));
    }
  }
  for (let index = 0; index < 44; index++) {
    const at = new Date(random.daytime(now.getTime() - Math.round(days - (index * days) / 44) * DAY - random.int(0, 20) * 3_600_000));
    const english = index % 9 === 4;
    const email = `${SENDERS[(index * 7) % SENDERS.length]}.${FAMILY_NAMES[(index * 3 + 1) % FAMILY_NAMES.length]}@${english ? 'example.com' : 'example.fr'}`;
    const subscriberId = await platform.ids.next('newsletter');
    const stream = platform.newsletterStream(email);
    await handleCommand(platform.store, stream, newsletterDecider, { type: 'Subscribe', data: { subscriberId, email, language: english ? 'en' : 'fr', now: at.toISOString() } }, meta(at.toISOString()));
    const fate = random.next();
    if (fate < 0.1) continue;
    const later = new Date(at.getTime() + random.int(1, 30) * 60_000).toISOString();
    await handleCommand(platform.store, stream, newsletterDecider, { type: 'Validate', data: { subscriberId, now: later, by: 'link' } }, meta(later));
    const gone = new Date(at.getTime() + random.int(10, 60) * DAY);
    if (fate > 0.88 && gone < now) await handleCommand(platform.store, stream, newsletterDecider, { type: 'Unsubscribe', data: { subscriberId, now: gone.toISOString(), via: 'link' } }, meta(gone.toISOString()));
  }
}
