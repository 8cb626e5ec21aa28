import { cardsDecider, courseDecider, scheduleDecider, slotKey } from '@plouf/command-api';
import type { PassInput } from '@plouf/command-api/contracts';
import { poolCutoffHours } from '@plouf/command-api/enrolment';
import { cardsStream, courseStream, scheduleStream, type Booker, type CourseRecord } from '@plouf/command-api/events';
import { addDays, endOfParisDay, parisDay, parisMoment, weekday } from '@plouf/infra/days';
import { DEMO_SEED_CORRELATION, handleCommand, type EventMetadata } from '@plouf/infra';
import type { Platform } from '../platform.ts';
import { readCatalogue } from './courses.ts';

const DAY = 86_400_000;
/** The children's pass the desk gave for the lessons already taken. */
const PAST_PASS = 'Carte 10 séances enfants';
/** How many weeks back the demo child's lessons go, and whether he came (the last one he missed). */
const PAST_WEEKS: { weeksAgo: number; present: boolean }[] = [
  { weeksAgo: 3, present: true },
  { weeksAgo: 2, present: true },
  { weeksAgo: 1, present: false },
];

export interface DemoChild {
  famId: number;
  /** The parent who booked. */
  parentId: number;
  parentEmail: string;
  parentName: string;
  childId: number;
  childName: string;
  birthDate: string;
}

/**
 * The demo child's last lessons, so that `/profil/session-history` and the presence marked show on
 * a fresh start: a children's card given at the desk two months ago, then, on the weekly lesson of
 * the children's activity for his age that the card pays for, three past courses, each scheduled, booked and paid
 * with an entry as the back-office and the family would have done then (each command dated then),
 * and its presence marked by the instructor after the lesson. Seed-correlated: nobody is mailed.
 */
export async function seedDemoHistory(platform: Platform, child: DemoChild, now: Date) {
  const catalogue = await readCatalogue(platform);
  let pass: { id: number; fields: PassInput } | undefined;
  for (const event of await platform.store.readAll()) {
    if (event.type !== 'PassAdded' && event.type !== 'PassChanged') continue;
    const { id, fields } = event.data as { id: number; fields: PassInput };
    if (fields.libelle === PAST_PASS) pass = { id, fields };
  }
  if (!pass) return;
  const { fields } = pass;
  const childAge = Number(parisDay(now).slice(0, 4)) - Number(child.birthDate.slice(0, 4)) - 1;
  const lesson = [...catalogue.pools.entries()]
    .filter(([psnId]) => fields.psnIds.length === 0 || fields.psnIds.includes(psnId))
    .flatMap(([psnId, pool]) => pool.templateCours.map((template) => ({ psnId, pool, template, activity: catalogue.activities.get(template.acyId), mns: catalogue.mns.get(template.usrId) })))
    .filter(({ template, activity, mns }) => activity?.acyEnfant && mns && activity.acyAge <= childAge && (fields.acyIds.length === 0 || fields.acyIds.includes(template.acyId)))
    // The lesson for his age rather than the babies' one.
    .sort((a, b) => b.activity!.acyAge - a.activity!.acyAge)[0];
  if (!lesson?.activity || !lesson.mns) return;
  const { psnId, pool, template, activity, mns } = lesson;

  const meta = (at: string): EventMetadata => ({ correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: at });
  const givenAt = new Date(now.getTime() - 60 * DAY).toISOString();
  const cardId = await platform.ids.next('card');
  const card = {
    cardId, fftId: pass.id, libelle: fields.libelle, fftIsAbo: fields.fftIsAbo, entries: fields.fftNbEntree,
    validFrom: givenAt, validUntil: endOfParisDay(addDays(parisDay(new Date(givenAt)), 365)), acyIds: fields.acyIds, psnIds: fields.psnIds, note: 'Donnée à l’accueil',
  };
  let { state: cards } = await handleCommand(platform.store, cardsStream(child.famId), cardsDecider, { type: 'GiveCard', data: { famId: child.famId, card, now: givenAt, by: null } }, meta(givenAt));

  const today = parisDay(now);
  const booker: Booker = { famId: child.famId, famName: 'Martin', usrId: child.childId, memberName: child.childName, notify: { email: child.parentEmail, name: child.parentName, language: 'fr' } };
  for (const { weeksAgo, present } of PAST_WEEKS) {
    // The template's day in the week `weeksAgo` weeks back: before this week's Monday, so past.
    const day = addDays(today, 1 - weekday(today) + template.thrJour - 1 - 7 * weeksAgo);
    const start = parisMoment(day, template.thrHeure, template.thrMinute);
    const scheduledAt = new Date(Date.parse(start) - 10 * DAY).toISOString();
    const bookedAt = new Date(Date.parse(start) - 5 * DAY).toISOString();
    const markedAt = new Date(Date.parse(start) + template.tcsDureeMin * 60_000).toISOString();
    const slot = { tcsId: template.tcsId, acyId: template.acyId, usrId: template.usrId, crsDatdebut: start };
    const { state: schedule } = await handleCommand(platform.store, scheduleStream(psnId), scheduleDecider, { type: 'Claim', data: { psnId, slots: [{ key: slotKey(slot), crsId: await platform.ids.next('course') }], now: scheduledAt, by: null } }, meta(scheduledAt));
    const crsId = schedule.slots[slotKey(slot)]!;
    const course: CourseRecord = {
      crsId, libelle: template.libelle, psnId, psnName: pool.libelle, acyId: template.acyId, acyName: activity.libelle, acyAge: activity.acyAge,
      acyIdCplt: template.acyIdCplt, usrId: template.usrId, mnsName: `${mns.usrPrenom} ${mns.usrNom}`.trim(), start, durationMin: template.tcsDureeMin,
      capacity: template.tcsCapaciteMax, tcsId: template.tcsId, cutoffHours: poolCutoffHours(pool.configPiscine.delaiAnnulationH),
      ...(template.translations?.en?.libelle && { englishLabel: template.translations.en.libelle }),
    };
    await handleCommand(platform.store, courseStream(crsId), courseDecider, { type: 'Schedule', data: { course, now: scheduledAt, by: null } }, meta(scheduledAt));
    const insId = await platform.ids.next('inscription');
    await handleCommand(platform.store, courseStream(crsId), courseDecider, {
      type: 'Book',
      data: { insId, booker, cardId, waitingList: false, member: { called: child.childName.split(' ')[0]!, birthDate: child.birthDate }, ageRule: { acyAge: activity.acyAge, acyEnfant: activity.acyEnfant }, card: cards.cards[cardId] ?? null, now: bookedAt, by: child.parentId },
    }, meta(bookedAt));
    ({ state: cards } = await handleCommand(platform.store, cardsStream(child.famId), cardsDecider, {
      type: 'SpendEntry',
      data: { famId: child.famId, cardId, insId, course: { crsId, acyId: course.acyId, acyIdCplt: course.acyIdCplt, psnId, start }, now: bookedAt, by: child.parentId },
    }, meta(bookedAt)));
    await handleCommand(platform.store, courseStream(crsId), courseDecider, { type: 'MarkPresence', data: { insId, present, now: markedAt, by: null } }, meta(markedAt));
  }
}
