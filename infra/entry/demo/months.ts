import { FAMILY_ROLES, allocateRefund, cardsDecider, courseDecider, familyDecider, orderDecider, priceCart, readRefundPlan, refundable, release, releaseAll, scheduleDecider, slotKey, spendOrRelease, validUntil, type FamilyCards, type Steps } from '@plouf/command-api';
import { cardRefusal } from '@plouf/command-api/card-rules';
import type { PassInput, PoolRecord } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS, poolCutoffHours } from '@plouf/command-api/enrolment';
import { cardsStream, courseStream, familyStream, orderStream, scheduleStream, type Booker, type CardRecord, type CourseRecord } from '@plouf/command-api/events';
import { AppError, DEMO_SEED_CORRELATION, foldStream, handleCommand, type EventMetadata } from '@plouf/infra';
import { addDays, parisDay, parisMoment, weekday } from '@plouf/infra/days';
import type { Platform } from '../platform.ts';
import { readCatalogue, type Catalogue } from './courses.ts';
import { demoFamilies, seededRandom, type DemoFamily, type Random } from './people.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many weeks of the school's life the demo shows before today. */
export const HISTORY_WEEKS = 17;
const FAMILIES = 56;
/** The same demo on every fresh start. */
const SEED = 24;

const meta = (at: string): EventMetadata => ({ correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: at });
const iso = (ms: number) => new Date(ms).toISOString();

type Template = PoolRecord['templateCours'][number];
interface Slot { psnId: number; pool: PoolRecord; template: Template }
interface Member { usrId: number; name: string; called: string; birthDate: string | null; slot: Slot; assiduity: number }
interface Family { demo: DemoFamily; famId: number; userId: number; joinedAt: number; leftAt: number | null; members: Member[]; cards: FamilyCards | null; lastOrder: number | null }
/** Something that happened at a moment: the week's actions run in time order. */
/** Something the demo does at a moment: every action of the months (and those handed in) runs in time order. */
export interface DemoAction { at: number; run(): Promise<void> }
type Action = DemoAction;

/** The demo's passes by name, as the catalogue's last events hold them. */
export async function readPasses(platform: Platform) {
  const passes = new Map<number, PassInput>();
  const byName = new Map<string, number>();
  for (const event of await platform.store.readAll()) {
    if (event.type !== 'PassAdded' && event.type !== 'PassChanged') continue;
    const { id, fields } = event.data as { id: number; fields: PassInput };
    passes.set(id, fields);
    byName.set(fields.libelle, id);
  }
  return { passes, byName };
}

/** The slots a member of that age may take (children by the activity's age, adults the adults' ones); Saturdays draw more. */
function slotsFor(catalogue: Catalogue, age: number | null): { slot: Slot; weight: number }[] {
  return [...catalogue.pools.entries()].flatMap(([psnId, pool]) =>
    pool.templateCours.flatMap((template) => {
      const activity = catalogue.activities.get(template.acyId);
      if (!activity || !catalogue.mns.get(template.usrId)) return [];
      const fits = age === null ? !activity.acyEnfant : activity.acyEnfant && activity.acyAge <= age && age - activity.acyAge < 3;
      return fits ? [{ slot: { psnId, pool, template }, weight: template.thrJour === 6 ? 5 : 1 }] : [];
    }),
  );
}

function weighted<T>(random: Random, items: { slot: T; weight: number }[]): T | null {
  let left = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) if ((left -= item.weight) < 0) return item.slot;
  return items.at(-1)?.slot ?? null;
}

function courseRecord(catalogue: Catalogue, { psnId, pool, template }: Slot, crsId: number, start: string): CourseRecord {
  const activity = catalogue.activities.get(template.acyId)!;
  const mns = catalogue.mns.get(template.usrId)!;
  return {
    crsId, libelle: template.libelle, psnId, psnName: pool.libelle, acyId: template.acyId, acyName: activity.libelle, acyAge: activity.acyAge,
    acyIdCplt: template.acyIdCplt, usrId: template.usrId, mnsName: `${mns.usrPrenom} ${mns.usrNom}`.trim(), start, durationMin: template.tcsDureeMin,
    capacity: template.tcsCapaciteMax, tcsId: template.tcsId, cutoffHours: poolCutoffHours(pool.configPiscine.delaiAnnulationH),
    ...(template.translations?.en?.libelle && { englishLabel: template.translations.en.libelle }),
  };
}

/**
 * About four months of a school's life up to `now`, appended through the deciders as the site, the
 * desk and the instructors would have, each command dated then: families signing up along the months,
 * each child (or adult) on a weekly lesson they mostly come to; the lessons of every pool's templates
 * scheduled week after week, booked with entries of the cards the families bought (a card bought when
 * none can pay: by card, cheque or transfer), full Saturdays with waiting lists, cancellations early
 * and late, presence and no-shows marked, one lesson cancelled by the school, two orders refunded
 * (in full, and the unused part) and a few left awaiting payment. Seed-correlated: nobody is mailed.
 * Deterministic (a seeded generator): the same demo on every fresh start.
 */
export async function seedDemoMonths(platform: Platform, now: Date, earlier: readonly DemoAction[] = []) {
  const { store, ids } = platform;
  const random = seededRandom(SEED);
  const catalogue = await readCatalogue(platform);
  const { passes, byName } = await readPasses(platform);
  const today = parisDay(now);
  const firstMonday = addDays(today, 1 - weekday(today) - 7 * HISTORY_WEEKS);
  const firstDay = Date.parse(parisMoment(firstMonday, 0, 0));
  const families: Family[] = [];
  const stepsAt = (at: number): Steps => ({
    store, now: iso(at), by: null,
    course: (crsId, command) => handleCommand(store, courseStream(crsId), courseDecider, command, meta(iso(at))),
    // Each family's cards as their stream last answered, whoever's step changed them (a promotion pays with another family's card).
    cards: async (famId, command) => {
      const result = await handleCommand(store, cardsStream(famId), cardsDecider, command, meta(iso(at)));
      const family = families.find((candidate) => candidate.famId === famId);
      if (family) family.cards = result.state;
      return result;
    },
    newCreditId: () => ids.next('card'),
  });

  // The families, signed up on their day (the earliest before the history's first week).
  for (const [index, demo] of demoFamilies(random, FAMILIES, HISTORY_WEEKS * 7, today).entries()) {
    const joinedAt = firstDay + demo.joinedDay * DAY + random.int(7, 19) * HOUR;
    const at = iso(joinedAt);
    const famId = await ids.next('family');
    const userId = await ids.next('user');
    await platform.sessions.reserve(userId, demo.parent.email);
    const profile = { email: demo.parent.email, nom: demo.parent.nom, prenom: demo.parent.prenom, civilite: null, tel: null, birthDate: null };
    await handleCommand(store, familyStream(famId), familyDecider, { type: 'SignUpFamily', data: { famId, famName: demo.nom, userId, profile, roles: FAMILY_ROLES, language: demo.language, origin: 'seed', now: at, by: null } }, meta(at));
    await handleCommand(store, familyStream(famId), familyDecider, { type: 'ChangeFamilyAddress', data: { famId, address: demo.address, now: at, by: userId } }, meta(at));
    const family: Family = { demo, famId, userId, joinedAt, leftAt: index === 4 || index === 9 ? joinedAt + random.int(40, 60) * DAY : null, members: [], cards: null, lastOrder: null };
    const pickSlot = (age: number | null) => weighted(random, slotsFor(catalogue, age));
    for (const child of demo.children) {
      const usrId = await ids.next('user');
      await handleCommand(store, familyStream(famId), familyDecider, { type: 'AddMember', data: { famId, userId: usrId, profile: { email: null, nom: child.nom, prenom: child.prenom, civilite: null, tel: null, birthDate: child.birthDate }, roles: FAMILY_ROLES, language: demo.language, now: at, by: userId } }, meta(at));
      const age = Number(today.slice(0, 4)) - Number(child.birthDate!.slice(0, 4)) - 1;
      const slot = pickSlot(age);
      if (slot) family.members.push({ usrId, name: `${child.prenom} ${child.nom}`, called: child.prenom, birthDate: child.birthDate, slot, assiduity: 0.75 + random.next() * 0.22 });
    }
    const adultSlot = demo.parentSwims ? pickSlot(null) : null;
    if (adultSlot) family.members.push({ usrId: userId, name: `${demo.parent.prenom} ${demo.parent.nom}`, called: demo.parent.prenom, birthDate: null, slot: adultSlot, assiduity: 0.65 + random.next() * 0.3 });
    families.push(family);
  }

  const buyer = (family: Family) => ({ userId: family.userId, email: family.demo.parent.email, name: `${family.demo.parent.prenom} ${family.demo.parent.nom}`, language: family.demo.language });

  /** An order paid at `at` (and its cards given, as the order process does), or placed then and left unpaid when `paid` is null. */
  async function order(family: Family, lines: [string, number][], at: number, paid: 'card' | 'cheque' | 'transfer' | null) {
    const passIds = lines.map(([name]) => byName.get(name)!);
    const priced = priceCart(lines.map(([, qty], index) => ({ item: { id: passIds[index]! }, qty })), passes, () => 0, new Set());
    const orderId = await ids.next('order');
    const stream = orderStream(orderId);
    const desk = paid === 'cheque' || paid === 'transfer';
    // A paid order is paid at `at` (placed a few minutes before): its payment is appended at its
    // moment among the demo's actions, which run in time order; an unpaid one is placed at `at`.
    const placedAt = paid === null ? at : Math.max(family.joinedAt + 60_000, at - (desk ? random.int(1, 30) : 3) * 60_000);
    const placed = iso(placedAt);
    await handleCommand(store, stream, orderDecider, { type: 'PlaceOrder', data: { orderId, famId: family.famId, famName: family.demo.nom, buyer: buyer(family), lines: priced.lines, total: priced.total, vat: priced.vat, address: family.demo.address, physical: false, channel: desk ? 'desk' : 'online', now: placed, by: family.userId } }, meta(placed));
    if (paid === null) {
      // Left at the payment step (online), or promised at the desk and not brought yet.
      if (random.chance(0.6)) await handleCommand(store, stream, orderDecider, { type: 'RequestPayment', data: { orderId, paymentId: `offline_pi_${orderId}`, provider: 'offline', amount: priced.total, now: placed, by: family.userId } }, meta(placed));
      return orderId;
    }
    const paidAt = iso(at);
    if (desk) {
      const reference = paid === 'cheque' ? `Chèque ${String(random.int(1_000_000, 9_999_999))}` : `Virement VIR-${orderId}`;
      await handleCommand(store, stream, orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}`, method: paid === 'cheque' ? 1 : 2, reference, reason: 'Payé au guichet', now: paidAt, by: null } }, meta(paidAt));
    } else {
      const paymentId = `offline_pi_${orderId}`;
      await handleCommand(store, stream, orderDecider, { type: 'RequestPayment', data: { orderId, paymentId, provider: 'offline', amount: priced.total, now: placed, by: family.userId } }, meta(placed));
      await handleCommand(store, stream, orderDecider, { type: 'SettlePayment', data: { orderId, paymentId, provider: 'offline', outcome: 'succeeded', amount: priced.total, reference: 'seed', reason: '', now: paidAt, by: family.userId } }, meta(paidAt));
    }
    const cards: CardRecord[] = [];
    for (const line of priced.lines) {
      for (let n = 0; n < line.qty; n++) {
        cards.push({ cardId: await ids.next('card'), fftId: line.id, libelle: line.libelle, fftIsAbo: line.fftIsAbo, entries: line.fftNbEntree, validFrom: paidAt, validUntil: validUntil(paidAt, line.fftValiditeM), acyIds: line.acyIds, psnIds: line.psnIds, note: '' });
      }
    }
    const notify = { email: family.demo.parent.email, name: buyer(family).name, language: family.demo.language, total: priced.total };
    ({ state: family.cards } = await handleCommand(store, cardsStream(family.famId), cardsDecider, { type: 'IssueOrderCards', data: { famId: family.famId, orderId, cards, notify, now: paidAt, by: null } }, meta(paidAt)));
    family.lastOrder = orderId;
    return orderId;
  }

  /** What a family buys when no card pays a member's lesson: the pass for it, sometimes a trial first. */
  function passFor(family: Family, member: Member): string {
    const activity = catalogue.activities.get(member.slot.template.acyId)!;
    if (family.cards === null && random.chance(0.3)) return 'Séance découverte';
    if (!activity.acyEnfant) return 'Carte 10 séances adultes';
    const subscription = passes.get(byName.get('Abonnement annuel')!);
    const covered = subscription && subscription.acyIds.includes(member.slot.template.acyId) && subscription.psnIds.includes(member.slot.psnId);
    return covered && family.famId % 5 === 0 ? 'Abonnement annuel' : 'Carte 10 séances enfants';
  }
  const method = () => (random.chance(0.6) ? 'card' : random.chance(0.6) ? 'cheque' : 'transfer') as 'card' | 'cheque' | 'transfer';

  // A few given at the desk for nothing (a sponsorship, a make-good).
  for (const family of families.filter((_, index) => index % 11 === 5)) {
    const fftId = byName.get('Séance découverte')!;
    const pass = passes.get(fftId)!;
    const at = iso(family.joinedAt + HOUR);
    const card: CardRecord = { cardId: await ids.next('card'), fftId, libelle: pass.libelle, fftIsAbo: pass.fftIsAbo, entries: pass.fftNbEntree, validFrom: at, validUntil: validUntil(at, pass.fftValiditeM), acyIds: pass.acyIds, psnIds: pass.psnIds, note: 'Offerte : parrainage' };
    ({ state: family.cards } = await handleCommand(store, cardsStream(family.famId), cardsDecider, { type: 'GiveCard', data: { famId: family.famId, card, now: at, by: null } }, meta(at)));
  }

  /** Books a member (a place, or the waiting list when full), paying with a card that can. */
  async function book(family: Family, member: Member, course: CourseRecord, at: number): Promise<number | null> {
    const payable = (cards: FamilyCards | null) => Object.values(cards?.cards ?? {}).filter((card) => cardRefusal(card, course) === null).sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0];
    let card = payable(family.cards);
    if (!card) {
      // Bought on the spot, just before booking.
      await order(family, [[passFor(family, member), 1]], at, method());
      card = payable(family.cards);
      if (!card) return null;
    }
    const insId = await ids.next('inscription');
    const booker: Booker = { famId: family.famId, famName: family.demo.nom, usrId: member.usrId, memberName: member.name, notify: { email: family.demo.parent.email, name: buyer(family).name, language: family.demo.language } };
    const activity = catalogue.activities.get(course.acyId)!;
    try {
      const { events, state } = await handleCommand(store, courseStream(course.crsId), courseDecider, {
        type: 'Book',
        data: { insId, booker, cardId: card.cardId, waitingList: true, member: { called: member.called, birthDate: member.birthDate }, ageRule: { acyAge: activity.acyAge, acyEnfant: activity.acyEnfant }, card, now: iso(at), by: family.userId },
      }, meta(iso(at)));
      if (events.some((event) => event.type === 'SeatTaken')) await spendOrRelease(stepsAt(at), state, insId);
      return insId;
    } catch (error) {
      // A rule said no (too young yet, already booked): a family on the site would have been told so.
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** Refunds a leaving family's last order (in full, or the part not used) at the desk. */
  async function refund(family: Family, at: number, scope: 'full' | 'unused') {
    if (family.lastOrder === null) return;
    const orderId = family.lastOrder;
    const plan = await readRefundPlan(store, orderId, iso(at));
    const order = await foldStream(store, orderStream(orderId), orderDecider);
    if (order.status !== 'placed') return;
    const refunds = allocateRefund(scope === 'full' ? plan.full : plan.unused, refundable(order)).map((share) => ({ ...share, refundId: share.provider === 'desk' ? null : `offline_re_${orderId}` }));
    const reason = scope === 'full' ? 'Déménagement : remboursement intégral' : 'Arrêt des cours : remboursement des séances non utilisées';
    await handleCommand(store, orderStream(orderId), orderDecider, { type: 'RefundOrder', data: { orderId, refunds, reason, scope, now: iso(at), by: null } }, meta(iso(at)));
    ({ state: family.cards } = await handleCommand(store, cardsStream(family.famId), cardsDecider, { type: 'RevokeOrderCards', data: { famId: family.famId, orderId, reason, now: iso(at), by: null } }, meta(iso(at))));
  }

  const slots = [...catalogue.pools.entries()].flatMap(([psnId, pool]) => pool.templateCours.filter((template) => catalogue.activities.get(template.acyId) && catalogue.mns.get(template.usrId)).map((template) => ({ psnId, pool, template })));
  const nowMs = now.getTime();
  let schoolCancelled = false;
  let refunds = 0;
  // What happens, planned week after week up to the coming one (already scheduled: some places
  // booked ahead), then done in time order across the weeks: a place is booked up to nine days
  // ahead, so a week's bookings and purchases fall in the week before, and the invoices' numbers
  // follow the payments' dates only if the payments are appended in that order.
  const actions: Action[] = [...earlier];
  for (let week = 0; week <= HISTORY_WEEKS + 1; week++) {
    const monday = addDays(firstMonday, 7 * week);
    for (const family of families) {
      if (family.leftAt !== null && family.leftAt >= Date.parse(parisMoment(monday, 0, 0)) && family.leftAt < Date.parse(parisMoment(addDays(monday, 7), 0, 0)) && family.leftAt < nowMs) {
        const scope = refunds++ === 0 ? 'full' : 'unused';
        actions.push({ at: family.leftAt, run: () => refund(family, family.leftAt!, scope) });
      }
    }
    // The week's slots, claimed on each pool's schedule at once (as addRange does), three weeks ahead.
    const planned = [];
    for (const slot of slots) {
      const { template } = slot;
      const start = parisMoment(addDays(monday, template.thrJour - 1), template.thrHeure, template.thrMinute);
      planned.push({ slot, start, key: slotKey({ tcsId: template.tcsId, acyId: template.acyId, usrId: template.usrId, crsDatdebut: start }), offered: await ids.next('course') });
    }
    const claimed = new Map<string, number>();
    const scheduledAt = Math.min(Date.parse(parisMoment(monday, 0, 0)) - 21 * DAY, nowMs);
    for (const psnId of new Set(slots.map((slot) => slot.psnId))) {
      const mine = planned.filter(({ slot }) => slot.psnId === psnId);
      const { state } = await handleCommand(store, scheduleStream(psnId), scheduleDecider, { type: 'Claim', data: { psnId, slots: mine.map(({ key, offered }) => ({ key, crsId: offered })), now: iso(scheduledAt), by: null } }, meta(iso(scheduledAt)));
      for (const { key } of mine) claimed.set(key, state.slots[key]!);
    }
    for (const { slot, start, key, offered } of planned) {
      const { template } = slot;
      const startMs = Date.parse(start);
      const crsId = claimed.get(key)!;
      const course = courseRecord(catalogue, slot, crsId, start);
      // A slot claimed before (the coming weeks, the demo child's lessons) already has its course.
      if (crsId === offered) await handleCommand(store, courseStream(crsId), courseDecider, { type: 'Schedule', data: { course, now: iso(scheduledAt), by: null } }, meta(iso(scheduledAt)));
      const regulars = families.flatMap((family) => family.members.filter((member) => member.slot.template.tcsId === template.tcsId).map((member) => ({ family, member })));
      for (const { family, member } of regulars) {
        // Every draw is made whatever follows, so that the same families get the same weeks whatever the hour of the start.
        const bookedAt = random.daytime(startMs - random.int(26, 24 * 9) * HOUR);
        const comes = random.chance(member.assiduity);
        const early = random.chance(0.05);
        const late = !early && random.chance(0.04);
        const cancelAt = early ? random.daytime(startMs - random.int(course.cutoffHours + 14, course.cutoffHours + 72) * HOUR) : startMs - random.int(3, Math.max(4, course.cutoffHours - 2)) * HOUR;
        if (!comes || bookedAt < family.joinedAt || bookedAt > nowMs || (family.leftAt !== null && startMs > family.leftAt)) continue;
        let insId: number | null = null;
        actions.push({ at: bookedAt, run: async () => { insId = await book(family, member, course, bookedAt); } });
        if ((early || late) && cancelAt > bookedAt && cancelAt < nowMs) actions.push({ at: cancelAt, run: async () => { if (insId !== null) await release(stepsAt(cancelAt), crsId, insId, 'family'); } });
      }
      // Once in the months, the school cancels a weekday lesson (the pool's heating broke down).
      const cancelledBySchool = !schoolCancelled && week === HISTORY_WEEKS - 6 && template.thrJour === 2;
      if (cancelledBySchool) {
        schoolCancelled = true;
        const at = startMs - 20 * HOUR;
        actions.push({ at, run: async () => {
          await handleCommand(store, courseStream(crsId), courseDecider, { type: 'Cancel', data: { reason: 'Panne du chauffage du bassin', now: iso(at), by: null } }, meta(iso(at)));
          await releaseAll(stepsAt(at), crsId);
        } });
      }
      const markedAt = startMs + template.tcsDureeMin * 60_000;
      if (markedAt < nowMs && !cancelledBySchool) {
        actions.push({ at: markedAt, run: async () => {
          const state = await foldStream(store, courseStream(crsId), courseDecider);
          if (state.status !== 'scheduled') return;
          for (const ins of Object.values(state.inscriptions)) {
            if (ins.status !== ENROLMENT_STATUS.inscrit) continue;
            await handleCommand(store, courseStream(crsId), courseDecider, { type: 'MarkPresence', data: { insId: ins.insId, present: seededRandom(SEED * 1_000_003 + ins.insId).chance(0.9), now: iso(markedAt), by: null } }, meta(iso(markedAt)));
          }
        } });
      }
    }
  }
  actions.sort((a, b) => a.at - b.at);
  for (const action of actions) await action.run();

  // A few orders still awaiting payment, of various ages.
  for (const [index, daysAgo] of [1, 3, 6, 13, 24, 41].entries()) {
    const family = families[(index * 5 + 2) % families.length]!;
    const at = random.daytime(Math.max(nowMs - daysAgo * DAY - random.int(0, 8) * HOUR, family.joinedAt + HOUR));
    await order(family, [[index % 2 === 0 ? 'Carte 10 séances enfants' : 'Carte 10 séances adultes', 1]], at, null);
  }
  return families.length;
}
