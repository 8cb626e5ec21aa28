import { COURSE_EVENT_TYPES, ORDER_EVENT_TYPES, type CardEvent, type CourseEvent, type FamilyCreated, type FamilyErased, type FamilyRenamed, type OrderEvent } from '@plouf/command-api/events';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { endOfParisDay, parisDay } from '@plouf/infra/days';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';
import { applyCourseEvent, writeLessonCounters } from './lessons.ts';
import { applyOrderEvent } from './money.ts';
import { erased } from '../runner/erased.ts';

const CARD_TYPES = ['CardsIssued', 'CardsRevoked', 'CardCorrected', 'EntrySpent', 'EntryReturned', 'WeeksReserved', 'WeeksReturned'] as const satisfies readonly CardEvent['type'][];
type CardFact = Extract<CardEvent, { type: (typeof CARD_TYPES)[number] }>;
type Event = OrderEvent | CourseEvent | CardFact | FamilyCreated | FamilyRenamed | FamilyErased;

const orderTypes: readonly string[] = ORDER_EVENT_TYPES;
const courseTypes: readonly string[] = COURSE_EVENT_TYPES;

async function updateSpent(trx: Transaction<Database>, cardId: number, change: (spent: Record<string, true>) => void) {
  const row = await trx.selectFrom('dashboard_cards').select('spent').where('card_id', '=', cardId).executeTakeFirst();
  if (!row) return;
  const spent = JSON.parse(row.spent) as Record<string, true>;
  change(spent);
  await trx.updateTable('dashboard_cards').set({ spent: JSON.stringify(spent), used: Object.keys(spent).length }).where('card_id', '=', cardId).execute();
}

/**
 * A card's entries, as the orders read model counts them (`orders/projector.ts`): an entry per
 * place (by inscription) or per term lesson paid ahead, given back by key. Returns the day it moved.
 */
async function applyCardEvent(trx: Transaction<Database>, event: CardFact): Promise<string> {
  const d = event.data;
  switch (event.type) {
    case 'CardsIssued':
      for (const card of event.data.cards) {
        await trx
          .insertInto('dashboard_cards')
          .values({ card_id: card.cardId, fam_id: event.data.famId, libelle: card.libelle, entries: card.entries, valid_until: new Date(card.validUntil), revoked: false, spent: '{}' })
          .onConflict((oc) => oc.column('card_id').doNothing())
          .execute();
      }
      break;
    case 'CardsRevoked':
      if (event.data.cardIds.length > 0) await trx.updateTable('dashboard_cards').set({ revoked: true }).where('card_id', 'in', event.data.cardIds).execute();
      break;
    case 'CardCorrected': {
      const { cardId, entries, validUntil, revoked } = event.data;
      const change = {
        ...(entries !== undefined && { entries }),
        ...(validUntil !== undefined && { valid_until: new Date(validUntil.length === 10 ? endOfParisDay(validUntil) : validUntil) }),
        ...(revoked !== undefined && { revoked }),
      };
      if (Object.keys(change).length > 0) await trx.updateTable('dashboard_cards').set(change).where('card_id', '=', cardId).execute();
      break;
    }
    case 'EntrySpent':
    case 'EntryReturned': {
      const { cardId, insId } = event.data;
      const spent = event.type === 'EntrySpent';
      await updateSpent(trx, cardId, (entries) => (spent ? (entries[insId] = true) : delete entries[insId]));
      break;
    }
    case 'WeeksReserved': {
      const { cardId, enrId, dates, transferred } = event.data;
      await updateSpent(trx, cardId, (entries) => {
        for (const date of transferred?.dates ?? []) delete entries[`enr${transferred!.enrId}@${date}`];
        for (const date of dates) entries[`enr${enrId}@${date}`] = true;
      });
      break;
    }
    case 'WeeksReturned': {
      const { cardId, enrId, dates } = event.data;
      await updateSpent(trx, cardId, (entries) => {
        for (const date of dates) delete entries[`enr${enrId}@${date}`];
      });
      break;
    }
  }
  return parisDay(new Date(d.at));
}

/** A Paris day as a notice id: 2026-11-27 → 20261127. */
const dayId = (day: string) => Number(day.replaceAll('-', ''));

/**
 * The owner's dashboard (issue 24, docs/adr/0021-dashboard-and-books.md): daily facts of money
 * (per day × method, per day × pass), one row of facts per lesson, the families' first and last
 * days, the cards' entries and ends. It reads nothing but its own tables, so it is rebuilt alone.
 * Notice `dashboard` (ids: the Paris days, as YYYYMMDD, whose figures moved) → `admin:dashboard`.
 */
export const dashboardProjector: Projector = {
  readModel: READ_MODELS.dashboard,
  handles: [...ORDER_EVENT_TYPES, ...COURSE_EVENT_TYPES, ...CARD_TYPES, 'FamilyCreated', 'FamilyRenamed', 'FamilyErased'],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Event;
    let days: string[] = [];
    if (orderTypes.includes(event.type)) {
      const day = await applyOrderEvent(trx, event as OrderEvent);
      days = day ? [day] : [];
    } else if (courseTypes.includes(event.type)) days = await applyCourseEvent(trx, event as CourseEvent);
    else if (event.type === 'FamilyCreated') {
      const { famId, famName, createdAt } = event.data;
      const day = parisDay(new Date(createdAt));
      await trx.insertInto('dashboard_families').values({ fam_id: famId, name: famName, created_at: new Date(createdAt), created_day: day, last_lesson_at: null }).onConflict((oc) => oc.column('fam_id').doNothing()).execute();
      days = [day];
    } else if (event.type === 'FamilyRenamed') {
      await trx.updateTable('dashboard_families').set({ name: event.data.famName }).where('fam_id', '=', event.data.famId).execute();
      days = [parisDay(new Date(event.data.at))];
    } else if (event.type === 'FamilyErased') {
      // The family erased (issue 25): only its name is personal here, read as erased (FamilyCreated's); the figures stay, and nobody calls it.
      await trx.updateTable('dashboard_families').set({ name: erased('familyName', ''), erased: true }).where('fam_id', '=', event.data.famId).execute();
      days = [parisDay(new Date(event.data.at))];
    } else days = [await applyCardEvent(trx, event as CardFact)];
    return [...new Set(days)].map((day): ChangedRow => ({ readModel: READ_MODELS.dashboard, id: dayId(day) }));
  },
  async finishBatch(trx) {
    await writeLessonCounters(trx);
    return [];
  },
  async reset(trx) {
    for (const table of ['dashboard_money', 'dashboard_passes', 'dashboard_orders', 'dashboard_lessons', 'dashboard_places', 'dashboard_families', 'dashboard_cards'] as const) await trx.deleteFrom(table).execute();
  },
};
