/**
 * What the desk does to a family's cards: give one of a pass (sold over the counter, a gift), with
 * the pass's entries and validity unless it says otherwise, or correct one.
 */
import { foldStream, type EventStore } from '@plouf/infra';
import { endOfParisDay } from '@plouf/infra/days';
import { PassNotForSale } from '../catalogue/passes/errors.ts';
import { passesOf } from '../catalogue/passes/store.ts';
import { familyDecider } from '../families/decider.ts';
import { FamilyNotFound } from '../families/errors.ts';
import { familyStream } from '../families/events.ts';
import type { CommandContext } from '../runner.ts';
import type { CardCorrectInput, CardGiveInput } from './contract.ts';
import { cardsDecider, validUntil } from './decider.ts';
import { cardsStream } from './events.ts';

/** Gives the family a card of the pass; returns its id. The pass and the family are read from their streams. */
export async function giveCard(store: EventStore, ctx: CommandContext, famId: number, input: CardGiveInput): Promise<number> {
  const { fftId, fftNbEntree, validUntil: lastDay, note } = input;
  const [passes, family] = await Promise.all([passesOf(store, [fftId]), foldStream(store, familyStream(famId), familyDecider)]);
  const pass = passes.get(fftId);
  if (!pass) throw new PassNotForSale(`Le forfait ${fftId} n'existe pas`, `Pass ${fftId} does not exist`, 'rule');
  // The desk names the family: one it does not find is not found (404), not "this account has no family".
  if (family.status !== 'active') throw new FamilyNotFound(famId);
  const cardId = await ctx.newId('card');
  const card = {
    cardId,
    fftId,
    libelle: pass.libelle,
    fftIsAbo: pass.fftIsAbo,
    entries: fftNbEntree ?? pass.fftNbEntree,
    validFrom: ctx.now,
    validUntil: lastDay ? endOfParisDay(lastDay) : validUntil(ctx.now, pass.fftValiditeM),
    acyIds: pass.acyIds,
    psnIds: pass.psnIds,
    note,
  };
  await ctx.handle(cardsStream(famId), cardsDecider, { type: 'GiveCard', data: { famId, now: ctx.now, by: ctx.by, card } });
  return cardId;
}

/** Corrects what the desk sends of a card (entries, last day, taken back, note); nothing else changes. */
export async function correctCard(ctx: CommandContext, famId: number, input: CardCorrectInput): Promise<number> {
  const { id: cardId, fftNbEntree, validUntil: lastDay, revoked, note } = input;
  const changes = { ...(fftNbEntree !== undefined && { entries: fftNbEntree }), ...(lastDay !== undefined && { validUntil: endOfParisDay(lastDay) }), ...(revoked !== undefined && { revoked }), ...(note !== undefined && { note }) };
  await ctx.handle(cardsStream(famId), cardsDecider, { type: 'CorrectCard', data: { famId, cardId, now: ctx.now, by: ctx.by, ...changes } });
  return cardId;
}
