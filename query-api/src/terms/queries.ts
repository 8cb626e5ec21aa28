import { enrolmentHead, type EnrolmentView, type EnrolmentWeek, type LessonTemplate, type TermSlotView, type TermView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { slotDates, termForPool, termPhase, type TermForRules } from '@plouf/command-api/term-rules';
import { proratedCents, slotTermCents, tariffOf } from '@plouf/command-api/term-pricing';
import { closedBy } from '@plouf/command-api/school-rules';
import type { TermRecord } from '@plouf/command-api/events';
import type { Database, InscriptionRow, StoredEnrolment } from '@plouf/projections';
import { parisDay } from '@plouf/infra/days';
import { sql, type Kysely } from 'kysely';
import { catalogueNames, type CatalogueNames } from '../catalogue/names.ts';

const parseTerm = (row: { view: string }) => JSON.parse(row.view) as TermRecord;
/** The statuses that take a place or wait for one: a place held while its family pays takes one (issue 43). */
const TAKING = ['enrolled', 'held', 'waiting'];

/** A term as served: its phase at `now`, its children counted. */
function termView(term: TermRecord, now: string, counts: { enrolled: number; waiting: number }): TermView {
  return {
    id: term.termId,
    libelle: term.name,
    selected: false,
    detailLoaded: true,
    englishName: term.englishName,
    firstDay: term.firstDay,
    lastDay: term.lastDay,
    psnId: term.psnId,
    priorityOpensAt: term.priorityOpensAt,
    opensAt: term.opensAt,
    tariff: tariffOf(term),
    phase: termPhase(term, now),
    ...counts,
  };
}

const named = (names: CatalogueNames, model: 'pools' | 'activities', id: number, fallback: string) => {
  const name = names.of(model, id);
  return name ? { id, libelle: name.libelle, translations: name.translations } : { id, libelle: fallback };
};

/** What the weeks of an enrolment are read from besides the enrolment: its seats, its lessons' courses, what its card still holds. */
interface WeekFacts {
  seat: Pick<InscriptionRow, 'id' | 'crs_id' | 'status' | 'view'> | undefined;
  /** The course scheduled for the lesson, if any. */
  course: number | undefined;
  /** The lesson is still paid by the enrolment's card (not given back). */
  held: boolean;
}

/** What a week of an enrolment became, from its lesson's seat, its course and its card. */
function weekOf(enrolment: StoredEnrolment, date: string, facts: WeekFacts, now: string): EnrolmentWeek {
  const row = facts.seat;
  const base = { date, crsId: row?.crs_id ?? facts.course ?? null, insId: row?.id ?? null, refunded: false };
  const past = new Date(date).getTime() <= new Date(now).getTime();
  const given = enrolment.untilDate !== null && parisDay(new Date(date)) >= enrolment.untilDate;
  if (row) {
    if (row.status === ENROLMENT_STATUS.annule) {
      const view = JSON.parse(row.view) as { refunded?: boolean; releaseReason?: string | null };
      // An absence the family declared ahead (issue 23) is not a lesson the school cancelled.
      const state = given ? 'dropped' : view.releaseReason === 'absence' ? 'excused' : 'cancelled';
      return { ...base, state, refunded: view.refunded === true };
    }
    if (row.status === ENROLMENT_STATUS.present) return { ...base, state: 'present' };
    if (row.status === ENROLMENT_STATUS.absent) return { ...base, state: 'absent' };
    return { ...base, state: past ? 'past' : 'coming' };
  }
  if (given) return { ...base, state: 'dropped', refunded: !facts.held };
  // Given back without a seat: its course was full (a single lesson booked before the term) or cancelled.
  if (!facts.held) return { ...base, state: 'noSeat', refunded: true };
  if (past) return { ...base, state: 'noSeat' };
  // Paid and scheduled: the term process is seating the child (a moment after enrolling).
  return { ...base, state: facts.course !== undefined ? 'coming' : 'unscheduled' };
}

/** An enrolment's weeks, and how many lessons its card still pays (an entry back is no longer paid). */
function weeksOf(enrolment: StoredEnrolment, facts: (date: string) => WeekFacts, now: string): Pick<EnrolmentView, 'weeks' | 'weeksPaid'> {
  if (enrolment.status === 'waiting' || enrolment.status === 'held' || enrolment.status === 'left') return { weeks: [], weeksPaid: 0 };
  const weeks = enrolment.dates.map((date) => weekOf(enrolment, date, facts(date), now));
  return { weeks, weeksPaid: weeks.filter((week) => !week.refunded && week.state !== 'noSeat').length };
}

/**
 * Terms, their slots with places left for the term, and the children's enrolments with their
 * weeks (each week's lesson, its presence or cancellation), names as the catalogue names them today.
 */
export function termQueries(db: Kysely<Database>) {
  const counts = async (termIds: number[]) => {
    const map = new Map<number, { enrolled: number; waiting: number }>();
    if (termIds.length === 0) return map;
    const rows = await db
      .selectFrom('term_enrolments')
      .select(['term_id', 'status', sql<number>`count(*)::int`.as('n')])
      .where('term_id', 'in', termIds)
      .where('status', 'in', TAKING)
      .groupBy(['term_id', 'status'])
      .execute();
    for (const row of rows) {
      const entry = map.get(row.term_id) ?? { enrolled: 0, waiting: 0 };
      entry[row.status === 'waiting' ? 'waiting' : 'enrolled'] += row.n;
      map.set(row.term_id, entry);
    }
    return map;
  };
  const served = async (terms: TermRecord[], now: string) => {
    const found = await counts(terms.map((term) => term.termId));
    return terms.map((term) => termView(term, now, found.get(term.termId) ?? { enrolled: 0, waiting: 0 }));
  };

  const enrolmentViews = async (rows: Array<{ view: string; status: string; seq: number; ahead: number | null }>, now: string): Promise<EnrolmentView[]> => {
    if (rows.length === 0) return [];
    const stored = rows.map((row) => ({ ...(JSON.parse(row.view) as StoredEnrolment), ahead: row.ahead }));
    const lessons = await db
      .selectFrom('inscriptions')
      .select(['id', 'crs_id', 'status', 'view', 'enr_id', 'start'])
      .where(
        'enr_id',
        'in',
        stored.map((enrolment) => enrolment.enrId),
      )
      .execute();
    const byLesson = new Map<string, (typeof lessons)[number]>();
    for (const lesson of lessons) {
      const date = (JSON.parse(lesson.view) as { enrolmentDate?: string }).enrolmentDate ?? lesson.start.toISOString();
      const key = `${lesson.enr_id}|${date}`;
      const before = byLesson.get(key);
      // The latest seat of a lesson (a seat given up, then taken again) tells.
      if (!before || before.id < lesson.id) byLesson.set(key, lesson);
    }
    // The lessons' courses (a pool's claimed slots) and what each enrolment's card still holds.
    const slotKeys = stored.flatMap((enrolment) => enrolment.dates.map((date) => `t${enrolment.tcsId}|${date}`));
    const [courseRows, cardRows, names] = await Promise.all([
      db.selectFrom('course_slots').select(['slot_key', 'crs_id']).where('psn_id', 'in', [...new Set(stored.map((enrolment) => enrolment.psnId))]).where('slot_key', 'in', slotKeys).execute(),
      db.selectFrom('cards').select(['id', 'record']).where('id', 'in', [...new Set(stored.map((enrolment) => enrolment.cardId))]).execute(),
      catalogueNames(db),
    ]);
    const courseOf = new Map(courseRows.map((row) => [row.slot_key, row.crs_id]));
    const heldKeys = new Set(cardRows.flatMap((row) => Object.keys((JSON.parse(row.record) as { spent?: Record<string, string> }).spent ?? {})));
    const factsOf = (enrolment: StoredEnrolment) => (date: string): WeekFacts => ({
      seat: byLesson.get(`${enrolment.enrId}|${date}`),
      course: courseOf.get(`t${enrolment.tcsId}|${date}`),
      held: heldKeys.has(`enr${enrolment.enrId}@${date}`),
    });
    return stored.map((enrolment) => ({
      ...enrolmentHead(enrolment),
      ...(enrolment.status === 'held' && enrolment.hold && { hold: enrolment.hold }),
      ...(enrolment.orderId !== undefined && { orderId: enrolment.orderId }),
      position: enrolment.status === 'waiting' ? Number(enrolment.ahead ?? 0) + 1 : null,
      fromDate: enrolment.fromDate,
      untilDate: enrolment.untilDate,
      joinedAt: enrolment.joinedAt,
      via: enrolment.via,
      piscine: named(names, 'pools', enrolment.psnId, enrolment.psnName),
      activite: named(names, 'activities', enrolment.acyId, enrolment.acyName),
      slotLabel: enrolment.slotLabel,
      slotEnglishLabel: enrolment.slotEnglishLabel,
      day: enrolment.day,
      hour: enrolment.hour,
      minute: enrolment.minute,
      durationMin: enrolment.durationMin,
      ...weeksOf(enrolment, factsOf(enrolment), now),
    }));
  };
  const enrolmentRows = () =>
    db
      .selectFrom('term_enrolments as e')
      .select(['e.view', 'e.status', 'e.seq'])
      .select(sql<number>`(SELECT count(*)::int FROM term_enrolments w WHERE w.term_id = e.term_id AND w.tcs_id = e.tcs_id AND w.status = 'waiting' AND w.seq < e.seq)`.as('ahead'));

  return {
    async all(now: string): Promise<TermView[]> {
      const rows = await db.selectFrom('terms').select('view').orderBy('first_day').orderBy('id').execute();
      return served(rows.map(parseTerm), now);
    },
    async byId(termId: number, now: string): Promise<TermView | null> {
      const row = await db.selectFrom('terms').select('view').where('id', '=', termId).executeTakeFirst();
      return row ? (await served([parseTerm(row)], now))[0]! : null;
    },
    /**
     * The terms a page offers (issue 41): every term not ended (for the pool, when one is named), the
     * one running and those open or about to open, in order; and the one shown, the one named, else
     * the first of them.
     */
    async offered(now: string, filter: { termId?: number | undefined; psnId?: number | undefined }): Promise<{ shown: TermRecord | null; terms: TermView[] }> {
      const rows = await db.selectFrom('terms').select('view').orderBy('first_day').orderBy('id').execute();
      const all = rows.map(parseTerm);
      const coming = all.filter((term) => termPhase(term, now) !== 'ended' && (filter.psnId === undefined || termForPool(term, filter.psnId)));
      const shown = filter.termId !== undefined ? (all.find((term) => term.termId === filter.termId) ?? null) : (coming[0] ?? null);
      return { shown, terms: await served(coming, now) };
    },
    /** A term's slots (its pools' weekly templates), by pool and activity, with places left for the term. */
    async slots(term: TermRecord, now: string, filter: { psnId?: number | undefined; acyId?: number | undefined }): Promise<TermSlotView[]> {
      let pools = db.selectFrom('catalogue_views').select(['id', 'doc']).where('model', '=', 'pools').where('visible', '=', true);
      if (term.psnId !== null) pools = pools.where('id', '=', term.psnId);
      if (filter.psnId !== undefined) pools = pools.where('id', '=', filter.psnId);
      const [poolRows, mnsRows, activityRows, countRows, names, closureRows] = await Promise.all([
        pools.orderBy('sort_key').execute(),
        db.selectFrom('catalogue_views').select(['id', 'label']).where('model', '=', 'mns').execute(),
        db.selectFrom('catalogue_views').select(['id', 'doc']).where('model', '=', 'activities').execute(),
        db
          .selectFrom('term_enrolments')
          .select(['tcs_id', 'status', sql<number>`count(*)::int`.as('n')])
          .where('term_id', '=', term.termId)
          .where('status', 'in', TAKING)
          .groupBy(['tcs_id', 'status'])
          .execute(),
        catalogueNames(db),
        // The closures on the term's days: their lessons are not given, nor paid (issue 23).
        db.selectFrom('closures').select(['psn_id', 'from_day', 'to_day', 'view']).where('lifted', '=', false).where('to_day', '>=', term.firstDay).where('from_day', '<=', term.lastDay).execute(),
      ]);
      const closures = closureRows.map((row) => ({ psnId: row.psn_id, acyId: (JSON.parse(row.view) as { acyId: number | null }).acyId, from: row.from_day, to: row.to_day }));
      const mns = new Map(mnsRows.map((row) => [row.id, row.label]));
      const ages = new Map(activityRows.map((row) => [row.id, Number((typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc as { acyAge?: number }).acyAge ?? 0)]));
      // A place held while its family pays is a place taken (issue 43).
      const count = (tcsId: number, status: 'enrolled' | 'waiting') =>
        countRows.filter((row) => row.tcs_id === tcsId && (row.status === status || (status === 'enrolled' && row.status === 'held'))).reduce((sum, row) => sum + row.n, 0);
      const slots: TermSlotView[] = [];
      for (const pool of poolRows) {
        const doc = (typeof pool.doc === 'string' ? JSON.parse(pool.doc) : pool.doc) as { libelle: string; templateCours?: LessonTemplate[] };
        for (const template of doc.templateCours ?? []) {
          if (filter.acyId !== undefined && template.acyId !== filter.acyId && template.acyIdCplt !== filter.acyId) continue;
          const enrolled = count(template.tcsId, 'enrolled');
          const given = (start: string) => !closedBy(closures, { psnId: pool.id, acyId: template.acyId, acyIdCplt: template.acyIdCplt, start });
          const dates = slotDates(term as TermForRules, template, null, now).filter(given);
          // Its price for the term's lessons (closures left out), and for those still to come (issue 43).
          const termCents = slotTermCents(tariffOf(term), { psnId: pool.id, tcsId: template.tcsId, acyId: template.acyId });
          const lessons = termCents === null ? 0 : slotDates(term as TermForRules, template).filter(given).length;
          const price = termCents === null ? null : { termCents, lessons, cents: proratedCents(termCents, lessons, dates.length), lessonsLeft: dates.length };
          slots.push({
            termId: term.termId,
            tcsId: template.tcsId,
            libelle: template.libelle,
            englishLabel: template.translations?.en?.libelle ?? '',
            piscine: named(names, 'pools', pool.id, doc.libelle),
            activite: named(names, 'activities', template.acyId, ''),
            acyIdCplt: template.acyIdCplt,
            acyAge: ages.get(template.acyId) ?? 0,
            lvlId: template.lvlId ?? null,
            professeur: { id: template.usrId, libelle: mns.get(template.usrId) ?? '' },
            day: template.thrJour,
            hour: template.thrHeure,
            minute: template.thrMinute,
            durationMin: template.tcsDureeMin,
            capacity: template.tcsCapaciteMax,
            enrolled,
            placesLeft: Math.max(0, template.tcsCapaciteMax - enrolled),
            waiting: count(template.tcsId, 'waiting'),
            dates,
            price,
          });
        }
      }
      return slots.sort((a, b) => a.day - b.day || a.hour - b.hour || a.minute - b.minute || a.piscine.libelle.localeCompare(b.piscine.libelle));
    },
    async enrolment(enrId: number, now: string): Promise<EnrolmentView | null> {
      const rows = await enrolmentRows().where('e.id', '=', enrId).execute();
      return (await enrolmentViews(rows, now))[0] ?? null;
    },
    /** A family's enrolments (every term, or one), the latest term first, then by day and time. */
    async ofFamily(famId: number, now: string, termId?: number): Promise<EnrolmentView[]> {
      let query = enrolmentRows().where('e.fam_id', '=', famId);
      if (termId !== undefined) query = query.where('e.term_id', '=', termId);
      const rows = await query.orderBy('e.term_id', 'desc').orderBy('e.id').limit(500).execute();
      return enrolmentViews(rows, now);
    },
    /** A term's enrolments for the desk (one slot's, or all), enrolled first then the waiting list in order. */
    async roster(termId: number, now: string, tcsId?: number): Promise<EnrolmentView[]> {
      let query = enrolmentRows().where('e.term_id', '=', termId);
      if (tcsId !== undefined) query = query.where('e.tcs_id', '=', tcsId);
      const rows = await query.orderBy('e.tcs_id').orderBy('e.seq').limit(5000).execute();
      return enrolmentViews(rows, now);
    },
    /** How many term enrolments (or places on a term's waiting list) a member still holds. */
    async standing(famId: number, userId: number): Promise<number> {
      const row = await db
        .selectFrom('term_enrolments')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('fam_id', '=', famId)
        .where('usr_id', '=', userId)
        .where('status', 'in', TAKING)
        .executeTakeFirstOrThrow();
      return row.count;
    },
    /** A term's families with children enrolled, and them (the re-enrolment invitations). */
    async enrolledOf(termId: number): Promise<StoredEnrolment[]> {
      const rows = await db.selectFrom('term_enrolments').select('view').where('term_id', '=', termId).where('status', '=', 'enrolled').orderBy('fam_id').orderBy('id').execute();
      return rows.map((row) => JSON.parse(row.view) as StoredEnrolment);
    },
  };
}

export type TermQueries = ReturnType<typeof termQueries>;
