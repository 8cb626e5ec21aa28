/**
 * What a family answers about one coming lesson (issue 23): an absence declared ahead, a place
 * offered from the waiting list accepted or declined; and the credits the desk gives.
 */
import { RuleRefused, foldStream, type EventStore } from '@plouf/infra';
import { addDays, endOfParisDay, parisDay } from '@plouf/infra/days';
import { readCards } from '../cards/store.ts';
import { UnknownActivity } from '../catalogue/activities/errors.ts';
import { missing } from '../catalogue/references.ts';
import { CardNotFound, CardRefused } from '../cards/errors.ts';
import { cardRefusal, creditRefusal } from '../cards/rules.ts';
import { release, readCourse, settleRelease, spendOrRelease, stepsOf } from '../courses/booking/steps.ts';
import { notifyOf } from '../courses/booking/workflow.ts';
import { courseDecider } from '../courses/decider.ts';
import { InscriptionNotFound, MemberNotInFamily } from '../courses/errors.ts';
import { courseStream } from '../courses/events.ts';
import { familyDecider } from '../families/decider.ts';
import { FamilyNotFound } from '../families/errors.ts';
import { familyStream } from '../families/events.ts';
import type { CommandContext } from '../runner.ts';
import type { CreditGiveInput } from '../school/contract.ts';
import { readRules } from '../school/store.ts';
import { cardsDecider } from '../cards/decider.ts';
import { cardsStream, type CreditRecord } from '../cards/events.ts';

/** A place of the family on a course, as its stream stands; another family's is not found. */
async function placeOf(store: EventStore, booking: { crsId: number; insId: number; famId: number }) {
  const state = await readCourse(store, booking.crsId);
  const ins = state.status === 'none' ? undefined : state.inscriptions[booking.insId];
  if (!ins || ins.famId !== booking.famId) throw new InscriptionNotFound();
  return ins;
}

/**
 * The member will not come: the place is freed (the waiting list served). Before the cut-off what
 * paid comes back: an entry to its card (a term lesson's to its enrolment's card), a make-up's
 * credit, or, for a subscription whose week would be lost, a make-up credit; after it, nothing.
 */
export async function declareAbsence(store: EventStore, ctx: CommandContext, booking: { crsId: number; insId: number; famId: number }) {
  const ins = await placeOf(store, booking);
  const cards = await readCards(store, booking.famId);
  const compensation = cards.cards[ins.cardId]?.fftIsAbo ? 'credit' : 'entry';
  await release(stepsOf(store, ctx), booking.crsId, booking.insId, 'absence', compensation);
  return booking.insId;
}

/**
 * Takes the place offered, paid with `cardId` (a card or a make-up credit of the family). A card
 * that cannot pay is refused before anything is decided: the offer stays open for another card.
 */
export async function acceptOffer(store: EventStore, ctx: CommandContext, booking: { crsId: number; insId: number; famId: number }, cardId: number) {
  const ins = await placeOf(store, booking);
  const state = await readCourse(store, booking.crsId);
  const cards = await readCards(store, booking.famId);
  if (state.status !== 'none') {
    const course = { acyId: state.course.acyId, acyIdCplt: state.course.acyIdCplt, psnId: state.course.psnId, start: state.course.start };
    const credit = cards.credits[cardId];
    const card = cards.cards[cardId];
    if (!credit && !card) throw new CardNotFound(cardId);
    const refused = credit ? creditRefusal(credit, course, ins.usrId) : cardRefusal(card!, course);
    if (refused) throw new CardRefused(refused, cardId);
  }
  const steps = stepsOf(store, ctx);
  const { events, state: after } = await ctx.handle(courseStream(booking.crsId), courseDecider, { type: 'AcceptOffer', data: { insId: booking.insId, cardId, now: ctx.now, by: ctx.by } });
  if (events.length > 0) {
    // The card chosen pays; spent meanwhile elsewhere, the place goes to the next in line.
    const refusal = await spendOrRelease(steps, after, booking.insId);
    if (refusal) throw refusal;
  }
  return booking.insId;
}

export async function declineOffer(store: EventStore, ctx: CommandContext, booking: { crsId: number; insId: number; famId: number }) {
  await placeOf(store, booking);
  const { events } = await ctx.handle(courseStream(booking.crsId), courseDecider, { type: 'DeclineOffer', data: { insId: booking.insId, now: ctx.now, by: ctx.by } });
  await settleRelease(stepsOf(store, ctx), events);
  return booking.insId;
}

export class CreditInvalid extends RuleRefused {
  constructor() {
    super('CreditInvalid', { fr: 'Un crédit doit rester valable au moins jusqu’à aujourd’hui', en: 'A credit must stay valid at least until today' });
  }
}

/** The desk gives a member a make-up credit (a gesture, a lesson missed for a reason the school accepts). */
export async function giveDeskCredit(store: EventStore, ctx: CommandContext, famId: number, input: CreditGiveInput, language: 'fr' | 'en') {
  const family = await foldStream(store, familyStream(famId), familyDecider);
  // The desk names the family: one it does not find is not found, and the member not of that family.
  if (family.status !== 'active') throw new FamilyNotFound(famId);
  const member = family.members.get(input.usrId);
  if (!member || member.disabled) throw new MemberNotInFamily(true);
  // The activities a credit is for exist (their streams say), as a contact's or a pass's do.
  const unknown = await missing(store, 'activities', input.acyIds);
  if (unknown.length > 0) throw new UnknownActivity(unknown, 'acyIds');
  const today = parisDay(new Date(ctx.now));
  const lastDay = input.validUntil ?? addDays(today, (await readRules(store)).school.creditValidityDays);
  if (lastDay < today) throw new CreditInvalid();
  const creditId = await ctx.newId('card');
  const credit: CreditRecord = {
    creditId,
    usrId: input.usrId,
    memberName: `${member.prenom} ${member.nom}`.trim(),
    reason: 'desk',
    note: input.note.trim(),
    acyIds: [...new Set(input.acyIds)],
    psnIds: [],
    validFrom: ctx.now,
    validUntil: endOfParisDay(lastDay),
    source: null,
  };
  await ctx.handle(cardsStream(famId), cardsDecider, { type: 'GiveCredit', data: { famId, credit, notify: notifyOf(family, null, language), now: ctx.now, by: ctx.by } });
  return creditId;
}
