import type { CourseChanged, CourseScheduled, CreditExpired, CreditExpiryWarned, CreditGiven, CreditReturned, CreditSpent, FamilyErased } from '@plouf/command-api/events';
import type { CreditView } from '@plouf/command-api/contracts';
import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';

type CreditEvent = CreditGiven | CreditSpent | CreditReturned | CreditExpiryWarned | CreditExpired;
type Event = CreditEvent | CourseScheduled | CourseChanged | FamilyErased;
type LessonRef = NonNullable<CreditView['usedBy']>;

export const CREDIT_EVENT_TYPES = ['CreditGiven', 'CreditSpent', 'CreditReturned', 'CreditExpiryWarned', 'CreditExpired'] as const satisfies readonly CreditEvent['type'][];

async function stored(trx: Transaction<Database>, creditId: number): Promise<CreditView | null> {
  const row = await trx.selectFrom('credits').select('view').where('id', '=', creditId).executeTakeFirst();
  return row ? (JSON.parse(row.view) as CreditView) : null;
}

async function save(trx: Transaction<Database>, view: CreditView) {
  await trx.updateTable('credits').set({ view: JSON.stringify(view) }).where('id', '=', view.id).execute();
}

/** A lesson of the ledger, as the course stands (null for a course these events never scheduled). */
async function lesson(trx: Transaction<Database>, insId: number, crsId: number): Promise<LessonRef | null> {
  const row = await trx.selectFrom('credit_courses').selectAll().where('crs_id', '=', crsId).executeTakeFirst();
  return row ? { insId, crsId, crsDatdebut: row.start.toISOString(), psnId: row.psn_id, psnName: row.psn_name, acyName: row.acy_name } : null;
}

/** Remembers that a credit names a course, for when that course moves. */
async function link(trx: Transaction<Database>, crsId: number, creditId: number) {
  await trx.insertInto('credit_lessons').values({ crs_id: crsId, credit_id: creditId }).onConflict((oc) => oc.columns(['crs_id', 'credit_id']).doNothing()).execute();
}

/**
 * Make-up credits (issue 23): one row per credit with its ledger (given, used, given back, warned,
 * expired), as GET /Family/credits serves it. The lessons it names carry their start, pool and
 * activity, kept from the course events this projector reads itself (`credit_courses`): a ledger
 * needs no other read model, and a course moved shows in the ledgers that name it. Notices:
 * `credits` (credit ids, for the waiters) and `cards` (family ids: the family's open pages read
 * their cards and credits again).
 */
export const creditsProjector: Projector = {
  readModel: READ_MODELS.credits,
  handles: [...CREDIT_EVENT_TYPES, 'CourseScheduled', 'CourseChanged', 'FamilyErased'],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Event;
    const changed: ChangedRow[] = [];
    const creditChanged = (view: CreditView) => changed.push({ readModel: READ_MODELS.credits, id: view.id }, { readModel: NOTICES.cards, id: view.famId });
    switch (event.type) {
      case 'FamilyErased': {
        // The family erased (issue 25): its credits keep their ledgers, the member's name and the note read as erased (CreditGiven's).
        const rows = await trx.selectFrom('credits').select('view').where('fam_id', '=', event.data.famId).execute();
        for (const row of rows) {
          const view = JSON.parse(row.view) as CreditView;
          const memberName = erased('memberName', view.memberName);
          const next: CreditView = { ...view, libelle: memberName, memberName, note: erased('text', view.note) };
          await save(trx, next);
          creditChanged(next);
        }
        break;
      }
      case 'CourseScheduled': {
        const d = event.data;
        await trx
          .insertInto('credit_courses')
          .values({ crs_id: d.crsId, start: new Date(d.start), psn_id: d.psnId, psn_name: d.psnName, acy_name: d.acyName })
          .onConflict((oc) => oc.column('crs_id').doNothing())
          .execute();
        break;
      }
      case 'CourseChanged': {
        const { crsId, start } = event.data;
        if (start === undefined) break;
        const moved = new Date(start).toISOString();
        await trx.updateTable('credit_courses').set({ start: new Date(moved) }).where('crs_id', '=', crsId).execute();
        const rows = await trx.selectFrom('credit_lessons').select('credit_id').where('crs_id', '=', crsId).execute();
        for (const { credit_id } of rows) {
          const view = await stored(trx, credit_id);
          if (!view) continue;
          const at = (ref: LessonRef | null) => (ref && ref.crsId === crsId ? { ...ref, crsDatdebut: moved } : ref);
          const next = { ...view, source: at(view.source), usedBy: at(view.usedBy), history: view.history.map((entry) => ({ ...entry, lesson: at(entry.lesson) })) };
          await save(trx, next);
          creditChanged(next);
        }
        break;
      }
      case 'CreditGiven': {
        const { famId, credit, at } = event.data;
        const source: LessonRef | null = credit.source
          ? { insId: credit.source.insId, crsId: credit.source.crsId, crsDatdebut: credit.source.start, psnId: credit.source.psnId, psnName: credit.source.psnName, acyName: credit.source.acyName }
          : null;
        const view: CreditView = {
          id: credit.creditId,
          libelle: credit.memberName,
          selected: false,
          detailLoaded: true,
          famId,
          usrId: credit.usrId,
          memberName: credit.memberName,
          reason: credit.reason,
          note: credit.note,
          acyIds: credit.acyIds,
          psnIds: credit.psnIds,
          validFrom: credit.validFrom,
          validUntil: credit.validUntil,
          status: 'open',
          source,
          usedBy: null,
          closure: credit.closure ?? null,
          history: [{ at, what: 'given', lesson: source }],
        };
        const inserted = await trx
          .insertInto('credits')
          .values({ id: credit.creditId, fam_id: famId, given_at: new Date(at), view: JSON.stringify(view) })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) break;
        if (source) await link(trx, source.crsId, view.id);
        creditChanged(view);
        break;
      }
      case 'CreditSpent':
      case 'CreditReturned': {
        const { creditId, insId, crsId, at } = event.data;
        const view = await stored(trx, creditId);
        if (!view) break;
        const ref = await lesson(trx, insId, crsId);
        if (ref) await link(trx, crsId, creditId);
        const spent = event.type === 'CreditSpent';
        const next: CreditView = {
          ...view,
          status: spent ? 'used' : 'open',
          usedBy: spent ? ref : null,
          history: [...view.history, { at, what: spent ? 'used' : 'returned', lesson: ref }],
        };
        await save(trx, next);
        creditChanged(next);
        break;
      }
      case 'CreditExpiryWarned':
      case 'CreditExpired': {
        const { creditId, at } = event.data;
        const view = await stored(trx, creditId);
        if (!view) break;
        const expired = event.type === 'CreditExpired';
        const next: CreditView = { ...view, ...(expired && { status: 'expired' as const }), history: [...view.history, { at, what: expired ? 'expired' : 'warned', lesson: null }] };
        await save(trx, next);
        creditChanged(next);
        break;
      }
    }
    return changed;
  },
  async reset(trx) {
    await trx.deleteFrom('credits').execute();
    await trx.deleteFrom('credit_courses').execute();
    await trx.deleteFrom('credit_lessons').execute();
  },
};
