import { createKysely, createPGliteEventStore, createSqlEventStore, migrateDatabase, type EventStore, type SqlPool } from '@plouf/infra';
import { databaseKinds } from '@plouf/infra/testing';
import type { ClosureView, CourseView, CreditView, InscriptionView, RulesView } from '@plouf/command-api/contracts';
import { DEFAULT_RULES } from '@plouf/command-api/school-rules';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { closuresProjector, coursesProjector, creditsProjector, familiesProjector, rebuildReadModel, schoolRulesProjector, type Database, type Projector } from '@plouf/projections';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booker,
  closureDeclared,
  closureLifted,
  course,
  credit,
  creditExpired,
  creditGiven,
  creditReturned,
  creditSpent,
  creditWarned,
  placeOffered,
  promoted,
  released,
  reminded,
  remindersSet,
  rulesSaved,
  scheduled,
  seatTaken,
  waitlistJoined,
  type AnyEvent,
} from '../harness/running-term-events.ts';

/**
 * The read models of issue 23 (running a term) from events written by hand: each projector replays
 * `$all` (a rebuild, as `npm run rebuild` does), its rows and views are checked, and a second rebuild
 * makes the same views again. On PGlite and on PostgreSQL.
 */
const A = course(101, '2026-12-10T16:00:00.000Z');
const B = course(102, '2026-12-12T09:00:00.000Z', { psnId: 8, psnName: 'Piscine du Lac', acyName: 'Perfectionnement' });
const leo = booker(501, 601, 'Léo Martin');
const zoe = booker(502, 602, 'Zoé Durand');
const nina = booker(503, 603, 'Nina Petit');
const tom = booker(504, 604, 'Tom Leroy');
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();
const seat = (record: typeof A, who: typeof leo, insId: number, cardId: number, day: number, hour = 9) => ({ record, who, insId, cardId, at: at(day, hour) });

const absence = credit(9001, 601, 'Léo Martin', {
  reason: 'absence',
  note: '',
  acyIds: [3],
  validFrom: at(2),
  validUntil: '2027-01-31T22:59:59.999Z',
  source: { insId: 1001, crsId: A.crsId, cardId: 77, start: A.start, psnId: A.psnId, psnName: A.psnName, acyName: A.acyName },
});
const desk = credit(9002, 601, 'Léo Martin', { validFrom: at(1), validUntil: '2026-12-20T22:59:59.999Z' });
const closed = credit(9003, 602, 'Zoé Durand', { reason: 'closure', note: 'Vidange annuelle', closure: { closureId: 31, from: '2026-12-20', to: '2026-12-31' } });

const streams: Array<[string, AnyEvent[]]> = [
  [`course-${A.crsId}`, [scheduled(A, at(1, 8)), seatTaken(seat(A, leo, 1001, 77, 1)), seatTaken(seat(A, zoe, 1002, 78, 1, 10)), waitlistJoined(seat(A, nina, 1003, 79, 1, 11), 1), waitlistJoined(seat(A, tom, 1004, 80, 1, 12), 2)]],
  [`course-${B.crsId}`, [scheduled(B, at(1, 8))]],
  // Léo declares an absence ahead on a subscription: the place is freed, a credit given.
  [`course-${A.crsId}`, [released(seat(A, leo, 1001, 77, 2), 'absence', { credit: true }), placeOffered(seat(A, nina, 1003, 79, 2), at(2, 21))]],
  ['cards-501', [creditGiven(501, absence, at(2)), creditGiven(501, desk, at(1))]],
  ['cards-502', [creditGiven(502, closed, at(3))]],
  // Nina lets the offer expire; Tom is offered the place next and accepts it.
  [`course-${A.crsId}`, [released(seat(A, nina, 1003, 79, 2, 21), 'offerExpired', { wasWaiting: true, refund: false }), placeOffered(seat(A, tom, 1004, 80, 2, 21), at(3, 9)), promoted(seat(A, tom, 1004, 81, 3, 8), true), reminded(seat(A, zoe, 1002, 78, 9, 16))]],
  // Léo makes the lesson up on course B with the credit; B moves an hour; the make-up is cancelled in time.
  [`course-${B.crsId}`, [seatTaken(seat(B, leo, 1005, 9001, 4), true)]],
  ['cards-501', [creditSpent(501, 9001, 1005, B.crsId, at(4))]],
  [`course-${B.crsId}`, [{ type: 'CourseChanged', data: { crsId: B.crsId, start: '2026-12-12T10:00:00.000Z', at: at(5), by: null } }, released(seat(B, leo, 1005, 9001, 6), 'family', { makeup: true })]],
  ['cards-501', [creditReturned(501, 9001, 1005, B.crsId, at(6)), creditWarned(501, desk, at(13)), creditExpired(501, desk, at(20, 23))]],
  ['closures', [closureDeclared(31, { from: '2026-12-20', to: '2026-12-31' }, { crsIds: [A.crsId] }), closureDeclared(32, { from: '2026-12-05', to: '2026-12-06' }, { acyId: 3, acyName: 'Apprentissage', compensation: 'entry', at: at(2) }), closureLifted(32, at(3))]],
  [
    'school-rules',
    [
      rulesSaved({ school: { ...DEFAULT_RULES, waitlistMode: 'offer' }, pools: {}, at: at(1) }),
      rulesSaved({ school: { ...DEFAULT_RULES, creditValidityDays: 90 }, pools: { 8: { waitlistCap: 5 }, 7: { makeupExtraPlaces: 1, waitlistMode: 'automatic' }, 9: {} }, at: at(2) }),
    ],
  ],
  ['family-501', [{ type: 'FamilyCreated', data: { famId: 501, famName: 'Martin', createdAt: at(1), createdBy: null } } as never, remindersSet(501, false, at(2))]],
  ['family-502', [{ type: 'FamilyCreated', data: { famId: 502, famName: 'Durand', createdAt: at(1), createdBy: null } } as never]],
];

const projectors: Projector[] = [coursesProjector, creditsProjector, closuresProjector, schoolRulesProjector, familiesProjector];

for (const kind of databaseKinds()) {
  describe.skipIf(Boolean(kind.skipReason))(`the read models of running a term on ${kind.name}`, () => {
    let pool: SqlPool;
    let dispose: () => Promise<void>;
    let store: EventStore;
    let db: Kysely<Database>;

    const views = async () => ({
      courses: (await db.selectFrom('courses').select(['id', 'view']).orderBy('id').execute()).map((row) => JSON.parse(row.view) as CourseView),
      inscriptions: (await db.selectFrom('inscriptions').select(['id', 'view']).orderBy('id').execute()).map((row) => JSON.parse(row.view) as InscriptionView),
      credits: (await db.selectFrom('credits').select(['id', 'fam_id', 'given_at', 'view']).orderBy('id').execute()).map((row) => ({ famId: row.fam_id, givenAt: new Date(row.given_at).toISOString(), view: JSON.parse(row.view) as CreditView })),
      closures: (await db.selectFrom('closures').selectAll().orderBy('id').execute()).map((row) => ({ ...row, view: JSON.parse(row.view) as ClosureView })),
      rules: (await db.selectFrom('school_rules').selectAll().execute()).map((row) => JSON.parse(row.view) as RulesView),
      families: await db.selectFrom('families').select(['id', 'reminders']).orderBy('id').execute(),
    });
    let first: Awaited<ReturnType<typeof views>>;

    beforeAll(async () => {
      const opened = await kind.open();
      ({ pool, dispose } = opened);
      store = pool.kind === 'pglite' ? createPGliteEventStore(pool) : createSqlEventStore(pool, { name: 'postgres', pollMs: 100 });
      await migrateDatabase(pool);
      db = createKysely<Database>(pool);
      for (const [stream, events] of streams) await store.appendToStream(stream, events);
      for (const projector of projectors) await rebuildReadModel(store, db, projector);
      first = await views();
    });
    afterAll(async () => dispose?.());

    it('shows each inscription with what happened to it: an absence made whole by a credit, an offer that expired, one accepted, a reminder, a make-up', async () => {
      const byId = new Map(first.inscriptions.map((view) => [view.id, view]));
      expect(byId.get(1001)).toMatchObject({ insStatus: ENROLMENT_STATUS.annule, releaseReason: 'absence', credited: true, refunded: true, makeup: false, offeredUntil: null });
      expect(byId.get(1002)).toMatchObject({ insStatus: ENROLMENT_STATUS.inscrit, releaseReason: null, credited: false, remindedAt: at(9, 16) });
      expect(byId.get(1003)).toMatchObject({ insStatus: ENROLMENT_STATUS.annule, releaseReason: 'offerExpired', credited: false, refunded: false, offeredUntil: null });
      expect(byId.get(1004)).toMatchObject({ insStatus: ENROLMENT_STATUS.inscrit, cardId: 81, offeredUntil: null, releaseReason: null });
      expect(byId.get(1005)).toMatchObject({ insStatus: ENROLMENT_STATUS.annule, makeup: true, releaseReason: 'family', credited: false, cardId: 9001, crsDatdebut: '2026-12-12T10:00:00.000Z' });
      // Every view carries the new fields (none left undefined).
      for (const view of first.inscriptions) for (const field of ['makeup', 'offeredUntil', 'releaseReason', 'credited', 'remindedAt'] as const) expect(view[field], `${view.id}.${field}`).not.toBeUndefined();
    });

    it('holds a place offered to the waiting list: the course shows it taken until the offer is answered', async () => {
      const courseA = first.courses.find((view) => view.id === A.crsId)!;
      expect(courseA).toMatchObject({ booked: 2, waiting: 0, placesLeft: 0 });
      // Replayed up to the first offer: one seated, Nina offered the freed place, Tom waiting.
      const fresh = await kind.open();
      try {
        const partialStore = fresh.pool.kind === 'pglite' ? createPGliteEventStore(fresh.pool) : createSqlEventStore(fresh.pool, { name: 'postgres', pollMs: 100 });
        await migrateDatabase(fresh.pool);
        const partialDb = createKysely<Database>(fresh.pool);
        for (const [stream, events] of streams.slice(0, 3)) await partialStore.appendToStream(stream, events);
        await rebuildReadModel(partialStore, partialDb, coursesProjector);
        const row = await partialDb.selectFrom('courses').select('view').where('id', '=', A.crsId).executeTakeFirstOrThrow();
        expect(JSON.parse(row.view)).toMatchObject({ crsCapaciteMax: 2, booked: 1, waiting: 2, placesLeft: 0 });
        const offered = await partialDb.selectFrom('inscriptions').select('view').where('id', '=', 1003).executeTakeFirstOrThrow();
        expect(JSON.parse(offered.view)).toMatchObject({ insStatus: ENROLMENT_STATUS.listeAttente, offeredUntil: at(2, 21) });
      } finally {
        await fresh.dispose();
      }
    });

    it('keeps each credit with its ledger: the lesson it makes up for, the make-up it booked (moved with its course), given back, warned, expired', async () => {
      const credits = new Map(first.credits.map((row) => [row.view.id, row]));
      const made = credits.get(9001)!;
      expect(made.famId).toBe(501);
      expect(made.givenAt).toBe(at(2));
      const lessonA = { insId: 1001, crsId: A.crsId, crsDatdebut: A.start, psnId: 7, psnName: 'Piscine des Dauphins', acyName: 'Apprentissage' };
      const lessonB = { insId: 1005, crsId: B.crsId, crsDatdebut: '2026-12-12T10:00:00.000Z', psnId: 8, psnName: 'Piscine du Lac', acyName: 'Perfectionnement' };
      expect(made.view).toMatchObject({ id: 9001, famId: 501, usrId: 601, memberName: 'Léo Martin', reason: 'absence', acyIds: [3], status: 'open', source: lessonA, usedBy: null, closure: null });
      expect(made.view.history).toEqual([
        { at: at(2), what: 'given', lesson: lessonA },
        { at: at(4), what: 'used', lesson: lessonB },
        { at: at(6), what: 'returned', lesson: lessonB },
      ]);
      expect(credits.get(9002)!.view).toMatchObject({ status: 'expired', source: null, usedBy: null, reason: 'desk', note: 'Geste commercial' });
      expect(credits.get(9002)!.view.history.map((entry) => entry.what)).toEqual(['given', 'warned', 'expired']);
      expect(credits.get(9003)!.view).toMatchObject({ famId: 502, reason: 'closure', status: 'open', closure: { closureId: 31, from: '2026-12-20', to: '2026-12-31' } });
    });

    it('shows a credit in use with the make-up it booked', async () => {
      const fresh = await kind.open();
      try {
        const partialStore = fresh.pool.kind === 'pglite' ? createPGliteEventStore(fresh.pool) : createSqlEventStore(fresh.pool, { name: 'postgres', pollMs: 100 });
        await migrateDatabase(fresh.pool);
        const partialDb = createKysely<Database>(fresh.pool);
        // Up to the credit spent on B, before B moves.
        for (const [stream, events] of streams.slice(0, 8)) await partialStore.appendToStream(stream, events);
        await rebuildReadModel(partialStore, partialDb, creditsProjector);
        const row = await partialDb.selectFrom('credits').select('view').where('id', '=', 9001).executeTakeFirstOrThrow();
        expect(JSON.parse(row.view)).toMatchObject({ status: 'used', usedBy: { insId: 1005, crsId: B.crsId, crsDatdebut: B.start, psnId: 8 } });
      } finally {
        await fresh.dispose();
      }
    });

    it('keeps closures as declared, lifted ones marked', async () => {
      expect(first.closures.map((row) => [row.id, row.psn_id, row.from_day, row.to_day, row.lifted])).toEqual([
        [31, 7, '2026-12-20', '2026-12-31', false],
        [32, 7, '2026-12-05', '2026-12-06', true],
      ]);
      expect(first.closures[0]!.view).toEqual({
        id: 31,
        libelle: 'Vidange annuelle',
        selected: false,
        detailLoaded: true,
        psnId: 7,
        psnName: 'Piscine des Dauphins',
        acyId: null,
        acyName: null,
        from: '2026-12-20',
        to: '2026-12-31',
        reason: 'Vidange annuelle',
        englishReason: 'Yearly draining',
        compensation: 'credit',
        crsIds: [A.crsId],
        lifted: false,
        declaredAt: '2026-12-01T09:00:00.000Z',
      });
      expect(first.closures[1]!.view).toMatchObject({ acyId: 3, acyName: 'Apprentissage', compensation: 'entry', lifted: true });
    });

    it('keeps the rules last saved, each pool with only what it sets, by pool', async () => {
      expect(first.rules).toEqual([{ school: { ...DEFAULT_RULES, creditValidityDays: 90 }, pools: [{ psnId: 7, makeupExtraPlaces: 1, waitlistMode: 'automatic' }, { psnId: 8, waitlistCap: 5 }], savedAt: at(2) }]);
    });

    it('keeps the families’ reminder switch, on until turned off', async () => {
      expect(first.families).toEqual([
        { id: 501, reminders: false },
        { id: 502, reminders: true },
      ]);
    });

    it('makes the same views again when rebuilt', async () => {
      for (const projector of projectors) await rebuildReadModel(store, db, projector);
      expect(await views()).toEqual(first);
    });
  });
}
