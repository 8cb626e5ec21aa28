import { TERM_EVENT_TYPES, TERM_SLOT_EVENT_TYPES, type FamilyErased, type TermEvent, type TermSlotEvent, type TermEnrolled } from '@plouf/command-api/events';
import { NOTICES, OPENED_FOR_ALL, OPENED_FOR_PRIORITY, READ_MODELS } from '@plouf/command-api/read-models';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';
import { unwrittenRows } from '../runner/unwritten.ts';
import { countFigures } from '@plouf/command-api/term-figures';

/** An enrolment as stored: the event's facts; the weeks and names are joined when served. */
export interface StoredEnrolment {
  enrId: number;
  termId: number;
  termName: string;
  englishTermName: string;
  tcsId: number;
  psnId: number;
  acyId: number;
  famId: number;
  famName: string;
  usrId: number;
  memberName: string;
  cardId: number;
  status: 'enrolled' | 'held' | 'waiting' | 'ended' | 'left';
  /** A place held while the family pays: its order, price and end. */
  hold?: { orderId: number; heldUntil: string; cents: number };
  /** Enrolled by paying the term's price: the order that paid it. */
  orderId?: number;
  fromDate: string;
  untilDate: string | null;
  joinedAt: string;
  via: string;
  psnName: string;
  acyName: string;
  slotLabel: string;
  slotEnglishLabel: string;
  day: number;
  hour: number;
  minute: number;
  durationMin: number;
  dates: string[];
  reason?: string;
}

/** A new enrolment's row, kept until the batch writes them together (`writeEnrolments`). */
interface NewRow {
  id: number;
  termId: number;
  tcsId: number;
  psnId: number;
  famId: number;
  usrId: number;
  status: string;
  view: string;
}
/**
 * The batch's new enrolments in one statement (issue 42: one for a burst of them), each after those
 * of its slot before it (its place in the slot's order, `seq`, counted on from the highest stored);
 * written before anything of the batch reads the table, and at its end.
 */
const newEnrolments = unwrittenRows<NewRow>(async (trx, rows) => {
  const column = <K extends keyof NewRow>(key: K) => rows.map((row) => row[key]);
  await sql`
    INSERT INTO term_enrolments (id, term_id, tcs_id, psn_id, fam_id, usr_id, status, seq, view)
    SELECT u.id, u.term_id, u.tcs_id, u.psn_id, u.fam_id, u.usr_id, u.status,
           coalesce((SELECT max(t.seq) FROM term_enrolments t WHERE t.term_id = u.term_id AND t.tcs_id = u.tcs_id), 0)
             + row_number() OVER (PARTITION BY u.term_id, u.tcs_id ORDER BY u.ord),
           u.view
    FROM unnest(${column('id')}::int[], ${column('termId')}::int[], ${column('tcsId')}::int[], ${column('psnId')}::int[], ${column('famId')}::int[],
                ${column('usrId')}::int[], ${column('status')}::text[], ${column('view')}::text[]) WITH ORDINALITY
      AS u(id, term_id, tcs_id, psn_id, fam_id, usr_id, status, view, ord)
    ORDER BY u.ord
    ON CONFLICT (id) DO NOTHING`.execute(trx);
});
const writeEnrolments = (trx: Transaction<Database>) => newEnrolments.flush(trx);

const withoutHold = ({ hold: _hold, ...rest }: StoredEnrolment): StoredEnrolment => rest;

async function stored(trx: Transaction<Database>, enrId: number): Promise<StoredEnrolment | null> {
  await writeEnrolments(trx);
  const row = await trx.selectFrom('term_enrolments').select('view').where('id', '=', enrId).executeTakeFirst();
  return row ? (JSON.parse(row.view) as StoredEnrolment) : null;
}

/**
 * Terms as defined and the children's enrolments (and places on a term's waiting list). Notices:
 * `terms` (term ids: a slot's places changed, a term opened; the public room hears them) and
 * `family-bookings` (family ids).
 */
export const termsProjector: Projector = {
  readModel: READ_MODELS.terms,
  handles: [...TERM_EVENT_TYPES, ...TERM_SLOT_EVENT_TYPES, 'FamilyErased'],
  async apply(trx, recorded) {
    const changed: ChangedRow[] = [];
    const termChanged = (termId: number) => changed.push({ readModel: READ_MODELS.terms, id: termId });
    // Only its places changed: the notice carries them (`finishBatch`), and open pages show them without a read (issue 42).
    const placesChanged = (termId: number) => changed.push({ readModel: READ_MODELS.terms, id: termId, figures: {} });
    const familyChanged = (famId: number) => changed.push({ readModel: NOTICES.familyBookings, id: famId });
    if (recorded.type === 'FamilyErased') {
      // The family erased (issue 25): its enrolments keep their slots, weeks and statuses, the names read as erased (TermEnrolled's).
      const { famId } = (recorded as unknown as FamilyErased).data;
      await writeEnrolments(trx);
      const rows = await trx.selectFrom('term_enrolments').select('view').where('fam_id', '=', famId).execute();
      for (const row of rows) {
        const view = JSON.parse(row.view) as StoredEnrolment;
        const next: StoredEnrolment = { ...view, famName: erased('familyName', view.famName), memberName: erased('memberName', view.memberName) };
        await trx.updateTable('term_enrolments').set({ view: JSON.stringify(next) }).where('id', '=', view.enrId).execute();
        termChanged(view.termId);
      }
      familyChanged(famId);
      return changed;
    }
    const event = { type: recorded.type, data: recorded.data } as TermEvent | TermSlotEvent;
    switch (event.type) {
      case 'TermDefined':
      case 'TermChanged': {
        const { at: _at, by: _by, ...term } = event.data;
        const row = { first_day: term.firstDay, last_day: term.lastDay, psn_id: term.psnId, view: JSON.stringify(term) };
        await trx
          .insertInto('terms')
          .values({ id: term.termId, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        termChanged(term.termId);
        break;
      }
      case 'TermOpened':
        // The notice says what opened (1: the priority window, 2: enrolment for all): a page turns
        // its buttons on from it, without a read that would queue behind the rush (issue 42).
        changed.push({ readModel: READ_MODELS.terms, id: event.data.termId, figures: { opened: event.data.phase === 'public' ? OPENED_FOR_ALL : OPENED_FOR_PRIORITY } });
        break;
      case 'ReenrolmentInvited':
        break;
      case 'TermEnrolled':
      case 'TermPlaceHeld':
      case 'TermWaitlistJoined': {
        const d: TermEnrolled['data'] = event.data;
        if (event.type === 'TermEnrolled' && d.orderId !== undefined) {
          // A place held while paying, now paid (issue 43): the same row becomes the enrolment.
          const held = await stored(trx, d.enrId);
          if (held) {
            const { hold: _hold, ...rest } = held;
            const next: StoredEnrolment = { ...rest, status: 'enrolled', cardId: d.cardId, orderId: d.orderId };
            await trx.updateTable('term_enrolments').set({ status: next.status, view: JSON.stringify(next) }).where('id', '=', held.enrId).execute();
            placesChanged(d.termId);
            familyChanged(d.famId);
            break;
          }
        }
        const view: StoredEnrolment = {
          enrId: d.enrId,
          termId: d.termId,
          termName: d.termName,
          englishTermName: d.englishTermName,
          tcsId: d.tcsId,
          psnId: d.slot.psnId,
          acyId: d.slot.acyId,
          famId: d.famId,
          famName: d.famName,
          usrId: d.usrId,
          memberName: d.memberName,
          cardId: d.cardId,
          status: event.type === 'TermEnrolled' ? 'enrolled' : event.type === 'TermPlaceHeld' ? 'held' : 'waiting',
          ...(event.type === 'TermPlaceHeld' && { hold: { orderId: event.data.orderId, heldUntil: event.data.heldUntil, cents: event.data.cents } }),
          fromDate: d.fromDate,
          untilDate: null,
          joinedAt: d.at,
          via: d.via,
          psnName: d.slot.psnName,
          acyName: d.slot.acyName,
          slotLabel: d.slot.libelle,
          slotEnglishLabel: d.slot.englishLabel ?? '',
          day: d.slot.day,
          hour: d.slot.hour,
          minute: d.slot.minute,
          durationMin: d.slot.durationMin,
          dates: d.dates,
        };
        // Written with the batch's other new enrolments, its place in the slot's order counted then (issue 42).
        newEnrolments.add(trx, { id: d.enrId, termId: d.termId, tcsId: d.tcsId, psnId: d.slot.psnId, famId: d.famId, usrId: d.usrId, status: view.status, view: JSON.stringify(view) });
        placesChanged(d.termId);
        familyChanged(d.famId);
        break;
      }
      case 'TermWaitlistPromoted':
      case 'TermEnrolmentDropped': {
        const view = await stored(trx, event.data.enrId);
        if (!view) break;
        // Taken back by the request that made it, refused after all: it never was an enrolment.
        if (event.type === 'TermEnrolmentDropped' && event.data.reason === 'voided') {
          await trx.deleteFrom('term_enrolments').where('id', '=', view.enrId).execute();
          placesChanged(view.termId);
          familyChanged(view.famId);
          break;
        }
        const next: StoredEnrolment =
          event.type === 'TermWaitlistPromoted'
            ? { ...view, status: 'enrolled', cardId: event.data.cardId, fromDate: event.data.fromDate, dates: event.data.dates }
            : { ...withoutHold(view), status: event.data.wasWaiting ? 'left' : 'ended', untilDate: event.data.wasWaiting ? null : event.data.fromDate, reason: event.data.reason };
        await trx.updateTable('term_enrolments').set({ status: next.status, view: JSON.stringify(next) }).where('id', '=', view.enrId).execute();
        placesChanged(view.termId);
        familyChanged(view.famId);
        break;
      }
    }
    return changed;
  },
  async finishBatch(trx, events) {
    await writeEnrolments(trx);
    // The slots the batch's enrolments touched, by term: each term's places counted once for the batch.
    const touched = new Map<number, Set<number>>();
    for (const event of events) {
      if (!(TERM_SLOT_EVENT_TYPES as readonly string[]).includes(event.type)) continue;
      const { termId, tcsId } = event.data as TermSlotEvent['data'];
      touched.set(termId, (touched.get(termId) ?? new Set()).add(tcsId));
    }
    if (touched.size === 0) return [];
    const rows = await trx
      .selectFrom('term_enrolments')
      .select(['term_id', 'tcs_id', 'status', sql<number>`count(*)::int`.as('n')])
      .where('term_id', 'in', [...touched.keys()])
      .where('status', 'in', ['enrolled', 'held', 'waiting'])
      .groupBy(['term_id', 'tcs_id', 'status'])
      .execute();
    return [...touched].map(([termId, slots]) => ({
      readModel: READ_MODELS.terms,
      id: termId,
      figures: countFigures(
        rows.filter((row) => row.term_id === termId).map((row) => ({ tcsId: row.tcs_id, status: row.status, n: row.n })),
        slots,
      ),
    }));
  },
  async reset(trx) {
    await trx.deleteFrom('term_enrolments').execute();
    await trx.deleteFrom('terms').execute();
  },
};
