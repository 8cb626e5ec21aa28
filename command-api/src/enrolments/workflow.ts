/**
 * A family's enrolment in a weekly slot for a term (ADR 0019), a workflow across the family, the
 * term, the slot's stream and the cards: the slot decides the place (and the opening, the priority
 * window, the age rule), the cards stream pays every lesson ahead, the request seats the child on
 * the lessons already scheduled, and the term process on those generated later (and again after a
 * crash).
 */
import { AppError, foldStream, isPlatformAdmin, type EventStore, type SessionUser } from '@plouf/infra';
import { parisDay } from '@plouf/infra/days';
import { weeksPayable } from '../cards/decider.ts';
import { CardNotFound, CardRefused } from '../cards/errors.ts';
import { readCards } from '../cards/store.ts';
import { activityOf } from '../courses/catalogue.ts';
import { familyDecider } from '../families/decider.ts';
import { assertMayCommit, memberMayCommit, takenBackMeanwhile } from '../families/commitments.ts';
import { familyStream } from '../families/events.ts';
import { levelRuleOf, notifyOf } from '../courses/booking/workflow.ts';
import type { CommandContext } from '../runner.ts';
import { stepsOf } from '../courses/booking/steps.ts';
import type { SlotSummary, TermRecord } from '../terms/events.ts';
import { termSlotPrefix, termSlotStream, type EnrolmentVia } from './events.ts';
import { decidedEnrolmentView } from './answer.ts';
import type { EnrolmentView } from '../terms/contract.ts';
import { CardPaysFewerWeeks } from '../cards/errors.ts';
import { DirectDebitNotOffered, EnrolmentEnded, EnrolmentNotFound, InstalmentsNotOffered, NoTermPrice, NoWeeksLeft, PromoCodeInvalid, SlotFull } from '../terms/errors.ts';
import { discountsEarned, instalmentPlan, monthlyDebits, promoFor, promoKey, proratedCents, slotTermCents, tariffOf, TERM_HOLD_MINUTES, withDiscounts, withPromo, type AppliedDiscount, type PlaceInTerm, type PromoCode } from '../terms/pricing.ts';
import { promoDecider, promoStream } from '../terms/promo.ts';
import { claimMembership, membershipFor, membershipLine } from './membership.ts';
import type { PlanPart } from '../orders/status.ts';
import { readRules } from '../school/store.ts';
import { euros } from '../shared/money.ts';
import { TUITION_LINE_BASE, type OrderLine } from '../orders/contract.ts';
import { orderDecider } from '../orders/decider.ts';
import { orderStream } from '../orders/events.ts';
import type { Address } from '../shared/contract.ts';
import type { LessonTemplate } from '../catalogue/pools/contract.ts';
import { previousTerm, termPhase } from '../terms/rules.ts';
import { checkAccess, termSlotDecider, placesFree, type TermSlotState } from './decider.ts';
import { openDates, payOrDrop, readSlot, readTerms, seatEnrolment, settleDrop, slotOf, termLessons, termOf, voidEnrolment, type TermSteps } from './steps.ts';

/** What an enrolment asks: a member of the family in a pool's slot for a term, from a lesson day on. */
export interface EnrolmentRequestInput {
  famId: number;
  termId: number;
  psnId: number;
  tcsId: number;
  usrId: number;
  cardId: number;
  /** The first lesson day wanted (Paris); the term's first lesson to come when absent. */
  fromDate: string | null;
  waitingList: boolean;
  user: SessionUser | null;
  language: 'fr' | 'en';
  via: EnrolmentVia;
  /**
   * Paying the term's price (issue 43): places the family's order for its tuition line and answers
   * its id; the place is held for it. Absent: the lessons are paid by the card (`cardId`).
   */
  tuition?: (lines: OrderLine[], address: Address | null, plan: PlanPart[] | undefined, directDebit: boolean) => Promise<number>;
  /** Paying the term's price in that many monthly parts (the term must offer it). */
  instalments?: number | null;
  /** Paying the term's price by monthly SEPA direct debit to its last lesson (the term must offer it; not with `instalments`). */
  directDebit?: boolean | null;
  /** Paying the term's price with one of the term's promo codes. */
  promoCode?: string | null;
  /** The family's waiting order that this one replaces (it confirmed): a place it holds earns no discount, it is given up. */
  replaces?: number | null;
}

/** The VAT rate of a term's price, as a pass's by default (basis points). */
const TUITION_VAT = 2000;

/**
 * Whether a family had a child enrolled in a term, and not given the place up before its first
 * lesson (the priority window's right): decided on the term's slot streams, never a read model.
 */
export async function hadChildInTerm(store: EventStore, termId: number, famId: number): Promise<boolean> {
  return (await familyEnrolmentsInTerm(store, termId, famId)).some((enrolment) => enrolment.status === 'enrolled' || enrolment.status === 'ended');
}

/** The family's enrolments (any status) over the term's slot streams. */
async function familyEnrolmentsInTerm(store: EventStore, termId: number, famId: number) {
  const streams = await store.streamsStartingWith(termSlotPrefix(termId));
  const slots = await Promise.all(streams.map((streamId) => foldStream(store, streamId, termSlotDecider)));
  return slots.flatMap((slot) => Object.values(slot.enrolments).filter((enrolment) => enrolment.famId === famId));
}

/**
 * The family's places in a term, held or enrolled, from the term's slot streams (the discounts of
 * issue 43 are decided on them, not on a read model that may be behind).
 */
export async function familyPlacesInTerm(store: EventStore, termId: number, famId: number, replaces: number | null = null): Promise<PlaceInTerm[]> {
  return (await familyEnrolmentsInTerm(store, termId, famId))
    // A place held for the order this request replaces is released with it: it counts for nothing.
    .filter((enrolment) => enrolment.status === 'enrolled' || (enrolment.status === 'held' && (replaces === null || enrolment.hold?.orderId !== replaces)))
    .map((enrolment) => ({ usrId: enrolment.usrId, tcsId: enrolment.slot.tcsId }));
}

/** Children enrolled in this slot at the end of the term before (their first claim in the priority window). */
export async function claimsOf(store: EventStore, term: TermRecord, tcsId: number): Promise<number[]> {
  const terms = await readTerms(store);
  const before = previousTerm(Object.values(terms.terms), term);
  if (!before) return [];
  const slot = await readSlot(store, before.termId, tcsId);
  return Object.values(slot.enrolments)
    .filter((enrolment) => enrolment.status === 'enrolled')
    .map((enrolment) => enrolment.usrId);
}

/** A request's term steps: the booking's, the slot's stream, seat ids from the request. */
export const termStepsOf = (store: EventStore, ctx: CommandContext): TermSteps => ({
  ...stepsOf(store, ctx),
  slot: (termId, tcsId, command) => ctx.handle(termSlotStream(termId, tcsId), termSlotDecider, command),
  newSeatIds: (count) => ctx.newIds('inscription', count),
  claims: (term, tcsId) => claimsOf(store, term, tcsId),
});

/** What a slot's lessons are called in the events and mails. */
export function slotSummary(template: { tcsId: number; libelle: string; translations?: { en?: { libelle?: string } }; acyId: number; thrJour: number; thrHeure: number; thrMinute: number; tcsDureeMin: number }, pool: { libelle: string }, psnId: number, acyName: string): SlotSummary {
  const english = template.translations?.en?.libelle?.trim();
  return {
    tcsId: template.tcsId,
    psnId,
    psnName: pool.libelle,
    acyId: template.acyId,
    acyName,
    day: template.thrJour,
    hour: template.thrHeure,
    minute: template.thrMinute,
    durationMin: template.tcsDureeMin,
    libelle: template.libelle,
    ...(english && { englishLabel: english }),
  };
}

/**
 * Enrols a member for the rest of the term (or joins the slot's waiting list); returns the
 * enrolment's id. The card must pay every lesson (ADR 0019); the lessons are paid at once, and the
 * child seated on those already scheduled, before the answer.
 */
export async function enrol(store: EventStore, ctx: CommandContext, request: EnrolmentRequestInput): Promise<{ enrId: number; view: EnrolmentView | null }> {
  const { famId, termId, psnId, tcsId, usrId, cardId, waitingList } = request;
  // The place in the slot's line is the request's arrival, whatever its checks below cost (issue 42).
  ctx.hold(termSlotStream(termId, tcsId));
  const term = await termOf(store, termId);
  const { template, pool } = await slotOf(store, term, psnId, tcsId);
  const [family, cards, activity] = await Promise.all([foldStream(store, familyStream(famId), familyDecider), readCards(store, famId), activityOf(store, template.acyId)]);
  const desk = isPlatformAdmin(request.user) && request.user?.famId !== famId;
  assertMayCommit(family, desk ? famId : undefined);
  const member = memberMayCommit(family, usrId, ctx.now, desk);
  const memberName = `${member.prenom} ${member.nom}`.trim();
  const phase = termPhase(term, ctx.now);
  const before = phase === 'priority' && !desk ? previousTerm(Object.values((await readTerms(store)).terms), term) : null;
  const priorityFamily = before ? await hadChildInTerm(store, before.termId, famId) : false;
  const opensAt = phase === 'closed' && term.priorityOpensAt ? term.priorityOpensAt : term.opensAt;
  const access = { phase, opensAt, priorityFamily, desk };
  // Not open yet is what a request a second early hears, whatever card it carries.
  checkAccess(access);
  const claims = phase === 'priority' ? await claimsOf(store, term, tcsId) : [];
  const dates = await openDates(store, term, template, psnId, request.fromDate, ctx.now);
  const course = { acyId: template.acyId, acyIdCplt: template.acyIdCplt, psnId };
  if (request.tuition && request.directDebit && (request.instalments || !tariffOf(term).directDebit)) throw new DirectDebitNotOffered();
  if (request.tuition && request.instalments) {
    const offered = tariffOf(term).instalments ?? null;
    if (offered === null || request.instalments > offered) throw new InstalmentsNotOffered(offered);
  }
  const tuition = request.tuition ? await tuitionOf(store, term, template, psnId, dates, activity, request.fromDate, { famId, usrId, replaces: request.replaces ?? null, promoCode: request.promoCode ?? null }, ctx.now) : null;
  // An obvious refusal takes no place: the card is checked before, and again when it pays.
  const card = cards.cards[cardId];
  if (!card && !tuition) throw new CardNotFound(cardId);
  if (card && !tuition && dates.length > 0) {
    const { paid, refusal } = weeksPayable(card, dates, course);
    if (paid === 0 && refusal) throw new CardRefused(refusal, cardId);
    if (paid < dates.length) throw new CardPaysFewerWeeks(paid, dates.length);
  }
  const levelRule = await levelRuleOf(store, template, usrId);
  const enrId = await ctx.newId('enrolment');
  const steps = termStepsOf(store, ctx);
  let seated: Awaited<ReturnType<typeof seatEnrolment>> | null = null;
  let hold: { orderId: number; heldUntil: string; cents: number } | undefined;
  if (tuition && request.tuition) {
    // A slot seen full is refused before an order is placed for it (the slot's stream decides below
    // all the same); a repeat of this very request finds its own place there and goes on to its answer.
    const slotNow = await readSlot(store, termId, tcsId);
    if (!slotNow.enrolments[enrId] && placesFree(slotNow, template.tcsCapaciteMax, claims, usrId) === 0) throw new SlotFull();
    const line = tuition.line(enrId);
    // The school year's membership fee, on the family's first order of the year (ADR 0029, decisions 33-37).
    const fee = await membershipFor(store, term, famId, enrId);
    const lines = fee ? [line, membershipLine(fee.year, fee.cents)] : [line];
    const total = lines.reduce((sum, item) => sum + item.total, 0);
    // In parts (ADR 0029, decision 17): decided here, from the price the server computed, from today.
    // By direct debit (decision 49): one debit a month from today to the lessons' last day.
    const today = parisDay(new Date(ctx.now));
    const lastLesson = dates.length > 0 ? parisDay(new Date(dates[dates.length - 1]!)) : today;
    const count = request.directDebit ? monthlyDebits(today, lastLesson) : request.instalments;
    const plan = count ? instalmentPlan(total, count, today) : undefined;
    const orderId = await request.tuition(lines, family.status === 'active' ? family.address : null, plan, Boolean(request.directDebit));
    if (fee) {
      try {
        await claimMembership(store, ctx, fee, famId, orderId);
      } catch (error) {
        await cancelTuitionOrder(ctx, orderId, 'Adhésion portée par une autre commande');
        throw error;
      }
    }
    // A promo code for so many places: this order takes one of them, on the code's stream (given
    // back if the order is cancelled); none left: the order goes, and the family is told.
    if (tuition.promo && tuition.promo.maxUses !== null) {
      try {
        await ctx.handle(promoStream(termId, tuition.promo.code), promoDecider, { type: 'UsePromo', data: { termId, code: tuition.promo.code, orderId, famId, maxUses: tuition.promo.maxUses, now: ctx.now } });
      } catch (error) {
        await cancelTuitionOrder(ctx, orderId, 'Code promo épuisé');
        throw error;
      }
    }
    const minutes = (await readRules(store)).school.holdMinutes ?? TERM_HOLD_MINUTES;
    hold = { orderId, heldUntil: new Date(Date.parse(ctx.now) + minutes * 60_000).toISOString(), cents: total };
  }
  const decide = () => steps.slot(termId, tcsId, {
    type: 'Enrol',
    data: {
      termId,
      enrolment: {
        enrId,
        booker: { famId, famName: family.famName, usrId, memberName, notify: notifyOf(family, request.user, request.language) },
        cardId,
        fromDate: dates[0] ? parisDay(new Date(dates[0])) : (request.fromDate ?? term.firstDay),
        dates,
        slot: slotSummary(template, pool, psnId, activity.libelle),
        termName: term.name,
        englishTermName: term.englishName,
        via: request.via,
      },
      access,
      member: { called: member.prenom || memberName, birthDate: member.birthDate || null },
      ageRule: { acyAge: activity.acyAge, acyEnfant: activity.acyEnfant },
      ...(levelRule && { levelRule }),
      capacity: template.tcsCapaciteMax,
      claims,
      waitingList,
      ...(hold && { hold }),
      now: ctx.now,
      by: ctx.by,
    },
  });
  let outcome: Awaited<ReturnType<typeof decide>>;
  try {
    outcome = await decide();
  } catch (error) {
    // Refused after its order was placed (full meanwhile, already in): the order goes too.
    if (hold) await cancelTuitionOrder(ctx, hold.orderId);
    throw error;
  }
  const { events, state } = outcome;
  if (events.some((event) => event.type === 'TermEnrolled')) {
    const enrolment = state.enrolments[enrId]!;
    const refused = await payOrDrop(steps, termId, enrolment, course);
    if (refused) throw refused;
    // The child is seated on the lessons already scheduled before the family is told "enrolled"
    // (ADR 0019, issue 42): the rosters, the desk's course pages and the instructor's deck have them.
    seated = await seatEnrolment(steps, termId, enrolment);
  }
  // Stored after an erasure request, or the member's removal, that was not there when the family was read: taken back (ADR 0022).
  const takenBack = events.length > 0 ? await takenBackMeanwhile(store, famId, usrId, ctx.clock, desk) : null;
  if (takenBack) {
    if (hold) await cancelTuitionOrder(ctx, hold.orderId);
    await voidEnrolment(steps, termId, state.enrolments[enrId]!);
    throw takenBack;
  }
  // The answer is what was decided (issue 42): a place with its seats, or the waiting list's position.
  const decided = state.enrolments[enrId];
  // Decided by this run (a repeat that found its events stored reads its answer back: its moment was the first run's).
  const fresh = events.length > 0 && decided && (decided.status === 'waiting' || decided.status === 'held' || (decided.status === 'enrolled' && seated !== null));
  const view = fresh
    ? decidedEnrolmentView({ enrolment: decided, state, termId, joinedAt: ctx.now, via: request.via, pool, activity, courses: seated?.courses ?? new Map(), seats: seated?.seats ?? new Map(), refused: seated?.refused ?? new Set() })
    : null;
  return { enrId, view };
}

/**
 * A term's price for these lessons (issue 43): the slot's (or its activity's) price for the term,
 * in proportion to the lessons left of those the term gives (closures out of both), as the slot is
 * shown (query-api `slots`). Refused when the school set no price for the slot.
 */
async function tuitionOf(
  store: EventStore,
  term: TermRecord,
  template: LessonTemplate,
  psnId: number,
  dates: readonly string[],
  activity: { libelle: string; translations?: { en?: { libelle?: string | undefined } | undefined } | undefined },
  fromDate: string | null,
  { famId, usrId, replaces, promoCode }: { famId: number; usrId: number; replaces: number | null; promoCode: string | null },
  now: string,
): Promise<{ line: (enrId: number) => OrderLine; promo: PromoCode | null }> {
  const tariff = tariffOf(term);
  const termCents = slotTermCents(tariff, { psnId, tcsId: template.tcsId, acyId: template.acyId });
  if (termCents === null) throw new NoTermPrice();
  if (dates.length === 0) throw new NoWeeksLeft();
  // The term's slot streams are read only when it has discounts: a term without reads none more.
  const discounted = Boolean(tariff.discounts?.sibling || tariff.discounts?.secondClass);
  const [lessons, places] = await Promise.all([termLessons(store, term, template, psnId).then((all) => all.length), discounted ? familyPlacesInTerm(store, term.termId, famId, replaces) : []]);
  const listCents = proratedCents(termCents, lessons, dates.length);
  // A brother's or sister's place in the term, the child's own in another slot: the school's discounts, in its order.
  const earned = withDiscounts(listCents, tariff.discounts, discountsEarned(places, { usrId, tcsId: template.tcsId }));
  // The family's promo code, off what is left after the school's discounts, on today's Paris day.
  const found = promoCode ? promoFor(tariff, promoCode, parisDay(new Date(now))) : null;
  if (found && 'refused' in found) throw new PromoCodeInvalid(found.refused, promoKey(promoCode!));
  const promo = found && 'promo' in found ? found.promo : null;
  const promoted = promo ? withPromo(earned.cents, promo) : null;
  const cents = promoted ? promoted.cents : earned.cents;
  const applied: AppliedDiscount[] = promoted && promoted.off > 0 ? [...earned.applied, { kind: 'promo', cents: promoted.off, code: promoKey(promo!.code) }] : earned.applied;
  const english = activity.translations?.en?.libelle?.trim() || activity.libelle;
  // No name of the child: an order's lines are the books' (kept ten years), a name is the family's
  // (sealed and erased with it, ADR 0022); the line names the slot, the enrolment names the child.
  const validUntil = new Date(Date.parse(dates[dates.length - 1]!) + 24 * 3600_000).toISOString();
  // Its card lasts from the payment to the term's last lesson: the line says so in whole months from now, as a pass's does.
  const months = Math.min(120, Math.max(1, Math.ceil((Date.parse(validUntil) - Date.parse(now)) / (30 * 24 * 3600_000))));
  const when = (language: 'fr' | 'en') => `${WEEKDAYS[language][template.thrJour - 1] ?? ''} ${String(template.thrHeure).padStart(2, '0')}:${String(template.thrMinute).padStart(2, '0')}`;
  return {
    promo,
    line: (enrId) => ({
      id: TUITION_LINE_BASE + template.acyId,
      libelle: `${term.name} — ${activity.libelle}${template.libelle ? ` (${template.libelle})` : ''}, ${when('fr')}${discountNote(applied, 'fr')}`,
      fftTarif: cents,
      tva: TUITION_VAT,
      qty: 1,
      total: cents,
      psnId,
      fftIsAbo: false,
      fftNbEntree: dates.length,
      fftValiditeM: months,
      acyIds: [template.acyId],
      psnIds: [psnId],
      tuition: {
        termId: term.termId,
        psnId,
        tcsId: template.tcsId,
        enrId,
        usrId,
        fromDate: fromDate ?? parisDay(new Date(dates[0]!)),
        lessons: dates.length,
        validUntil,
        englishLabel: `${term.englishName || term.name} — ${english}${template.translations?.en?.libelle ? ` (${template.translations.en.libelle})` : template.libelle ? ` (${template.libelle})` : ''}, ${when('en')}${discountNote(applied, 'en')}`,
        ...(applied.length > 0 && { listCents, discounts: applied }),
      },
    }),
  };
}

/** The discounts a line's label names (the invoice shows the line as labelled), e.g. " — réduction fratrie −15,00 €". */
function discountNote(applied: readonly AppliedDiscount[], language: 'fr' | 'en'): string {
  if (applied.length === 0) return '';
  const names = { fr: { sibling: 'réduction fratrie', secondClass: 'réduction 2e cours', promo: 'code' }, en: { sibling: 'sibling discount', secondClass: 'second class discount', promo: 'code' } } as const;
  return ` — ${applied.map((discount) => `${names[language][discount.kind]}${discount.code ? ` ${discount.code}` : ''} −${euros(discount.cents, language)}`).join(', ')}`;
}

/** A slot's weekday (1 Monday) as a line names it. */
const WEEKDAYS = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;

/** Cancels a term's price order whose place was refused or taken back (quiet: the request's answer says why). */
export async function cancelTuitionOrder(ctx: CommandContext, orderId: number, reason = 'Place non obtenue') {
  try {
    await ctx.handle(orderStream(orderId), orderDecider, { type: 'MoveOrder', data: { orderId, move: 'CANCEL', reason, quiet: true, now: ctx.now, by: ctx.by } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** Where an enrolment is: its term, pool and slot (from the read side, which names the stream that decides). */
export interface EnrolmentLocation {
  enrId: number;
  termId: number;
  psnId: number;
  tcsId: number;
  famId: number;
}

/**
 * Ends an enrolment from a lesson day on (the whole of it from its first), or leaves the waiting list:
 * the lessons given up come back to the card by the cut-off rule, the place goes to the waiting list.
 */
export async function dropEnrolment(store: EventStore, ctx: CommandContext, location: EnrolmentLocation, fromDate: string | null, user: SessionUser | null) {
  const steps = termStepsOf(store, ctx);
  const before = await readSlot(store, location.termId, location.tcsId);
  const found = before.enrolments[location.enrId];
  if (!found) throw new EnrolmentNotFound();
  const reason = isPlatformAdmin(user) && user?.famId !== location.famId ? 'desk' : 'family';
  const today = parisDay(new Date(ctx.now));
  const from = fromDate && fromDate > today ? fromDate : today;
  const { state } = await steps.slot(location.termId, location.tcsId, { type: 'Drop', data: { termId: location.termId, enrId: location.enrId, fromDate: from, reason, now: ctx.now, by: ctx.by } });
  // A place kept while its order was paid (issue 43): that order is no longer to be paid.
  if (found.status === 'held' && found.hold) await cancelTuitionOrder(ctx, found.hold.orderId, 'Place réservée abandonnée');
  await settleDrop(steps, location.termId, state.enrolments[location.enrId]!, reason);
}

/**
 * The desk moves a child to another slot of the term from a lesson day on: a place in the new slot
 * (never through its waiting list), the lessons paid for the old one from that day pay the new one.
 */
export async function moveEnrolment(store: EventStore, ctx: CommandContext, location: EnrolmentLocation, target: { psnId: number; tcsId: number; fromDate: string | null }): Promise<number> {
  const term = await termOf(store, location.termId);
  const steps = termStepsOf(store, ctx);
  const current = (await readSlot(store, location.termId, location.tcsId)).enrolments[location.enrId];
  if (current?.status === 'ended' || current?.status === 'left') throw new EnrolmentEnded();
  if (!current || current.status !== 'enrolled') throw new EnrolmentNotFound();
  const { template, pool } = await slotOf(store, term, target.psnId, target.tcsId);
  const [activity, family] = await Promise.all([activityOf(store, template.acyId), foldStream(store, familyStream(location.famId), familyDecider)]);
  const member = family.status === 'active' ? family.members.get(current.usrId) : undefined;
  const today = parisDay(new Date(ctx.now));
  const from = target.fromDate && target.fromDate > today ? target.fromDate : today;
  const dates = await openDates(store, term, template, target.psnId, from, ctx.now);
  const course = { acyId: template.acyId, acyIdCplt: template.acyIdCplt, psnId: target.psnId };
  const cards = await readCards(store, location.famId);
  const held = cards.reserved[location.enrId];
  const card = cards.cards[current.cardId];
  if (!card || !held) throw new CardNotFound(current.cardId);
  const freed = held.dates.filter((date) => parisDay(new Date(date)) >= from);
  const { paid, refusal } = weeksPayable(card, dates, course, freed);
  if (paid === 0 && refusal) throw new CardRefused(refusal, current.cardId);
  if (paid < dates.length) throw new CardPaysFewerWeeks(paid, dates.length);
  const targetState = await readSlot(store, location.termId, target.tcsId);
  if (placesFree(targetState, template.tcsCapaciteMax) === 0) throw new SlotFull();
  const enrId = await ctx.newId('enrolment');
  const { famId, famName, usrId, memberName, notify } = current;
  const levelRule = await levelRuleOf(store, template, usrId);
  const { events, state } = await steps.slot(location.termId, target.tcsId, {
    type: 'Enrol',
    data: {
      termId: location.termId,
      enrolment: { enrId, booker: { famId, famName, usrId, memberName, notify }, cardId: current.cardId, fromDate: dates[0] ? parisDay(new Date(dates[0])) : from, dates, slot: slotSummary(template, pool, target.psnId, activity.libelle), termName: term.name, englishTermName: term.englishName, via: 'move' },
      access: { phase: termPhase(term, ctx.now), opensAt: term.opensAt, priorityFamily: true, desk: true },
      // The target slot's age rule applies to a move as to an enrolment.
      member: { called: member?.prenom || memberName, birthDate: member?.birthDate || null },
      ageRule: { acyAge: activity.acyAge, acyEnfant: activity.acyEnfant },
      ...(levelRule && { levelRule }),
      capacity: template.tcsCapaciteMax,
      claims: [],
      waitingList: false,
      now: ctx.now,
      by: ctx.by,
    },
  });
  if (!events.some((event) => event.type === 'TermEnrolled')) return enrId;
  let dropped: TermSlotState;
  try {
    ({ state: dropped } = await steps.slot(location.termId, location.tcsId, { type: 'Drop', data: { termId: location.termId, enrId: location.enrId, fromDate: from, reason: 'moved', movedTo: { tcsId: target.tcsId, enrId }, now: ctx.now, by: ctx.by } }));
  } catch (error) {
    // The family stopped the enrolment (or another move ended it) meanwhile: the new place is taken back.
    if (error instanceof AppError && error.code === 'EnrolmentEnded') await voidEnrolment(steps, location.termId, state.enrolments[enrId]!);
    throw error;
  }
  const refused = await payOrDrop(steps, location.termId, state.enrolments[enrId]!, course, { enrId: location.enrId, fromDate: from });
  await settleDrop(steps, location.termId, dropped.enrolments[location.enrId]!, 'moved');
  if (refused) throw refused;
  await seatEnrolment(steps, location.termId, state.enrolments[enrId]!);
  return enrId;
}
