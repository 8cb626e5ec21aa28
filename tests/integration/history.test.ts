import Ajv from 'ajv';
import { ActivityInput, ActivityView, BlogPostInput, BlogPostView, CardView, CourseView, InscriptionView, MediaView, MnsInput, MnsView, OrderHistory, OrderView, PageInput, PageView, PassInput, PassView, PoolInput, PoolView } from '@plouf/command-api/contracts';
import { orderHistory } from '@plouf/command-api/order-history';
import { activityDecider, cardsDecider, courseDecider, documentDecider, familyDecider } from '@plouf/command-api';
import { createKysely, createPGliteEventStore, createPGlitePool, isCalendarDay, migrateDatabase, type RecordedEvent } from '@plouf/infra';
import { allProjectors, applyBatch, cardView, readCheckpoint, type Database, type StoredCard } from '@plouf/projections';
import { describe, expect, it } from 'vitest';
import history from '../../command-api/src/history.fixture.json' with { type: 'json' };

/**
 * Stored events never change shape. The contracts are what events record, so a contract change
 * that events already stored no longer satisfy must come with an upcaster: this test replays the
 * events an earlier version stored and fails when today's contracts, deciders or projectors no
 * longer read them.
 */
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
ajv.addFormat('day', { type: 'string', validate: isCalendarDay });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
ajv.addFormat('date-time', { type: 'string', validate: (value: string) => !Number.isNaN(Date.parse(value)) });

const events = history.events as { streamId: string; type: string; data: { id?: number; fields?: unknown } }[];
const INPUT = { Pool: PoolInput, Activity: ActivityInput, Pass: PassInput, Mns: MnsInput, Page: PageInput, BlogPost: BlogPostInput };
const VIEW = { pools: PoolView, activities: ActivityView, passes: PassView, mns: MnsView, pages: PageView, blog: BlogPostView, media: MediaView };

describe('events stored by earlier versions', () => {
  it('still satisfy the contract of what they record', () => {
    const refused: string[] = [];
    for (const event of events) {
      const kind = /^(Pool|Activity|Pass|Mns|Page|BlogPost)(Added|Changed)$/.exec(event.type)?.[1] as keyof typeof INPUT | undefined;
      if (!kind) continue;
      const validate = ajv.compile(INPUT[kind]);
      if (!validate(event.data.fields)) refused.push(`${event.type}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(refused).toEqual([]);
  });

  it('are folded by the deciders', () => {
    const added = (pattern: RegExp) => events.filter((event) => pattern.test(event.type));
    // Every kind is in the stored history, and each of its first events folds into a present document.
    for (const kind of ['Pool', 'Pass', 'Mns', 'Page', 'BlogPost'] as const) {
      const stored = added(new RegExp(`^${kind}Added$`));
      expect([kind, stored.length > 0]).toEqual([kind, true]);
      expect(stored.map((event) => documentDecider(kind).evolve({ status: 'none' }, event as never).status)).toEqual(stored.map(() => 'present'));
    }
    const activities = added(/^Activity(Created|Added)$/);
    expect(activities.length).toBeGreaterThan(0);
    expect(activities.map((event) => activityDecider.evolve({ status: 'none' }, event as never).status)).toEqual(activities.map(() => 'present'));
  });

  it('are projected into read models that follow today’s view contracts', async () => {
    const pool = await createPGlitePool();
    const store = createPGliteEventStore(pool);
    await migrateDatabase(pool);
    const db = createKysely<Database>(pool);
    try {
      for (const event of events) await store.appendToStream(event.streamId, [{ type: event.type, data: event.data }]);
      const recorded: RecordedEvent[] = await store.readAll({ maxCount: 1000 });
      for (const projector of allProjectors) await applyBatch(db, projector, recorded, await readCheckpoint(db, projector.readModel));
      const rows = await db.selectFrom('catalogue_views').select(['model', 'id', 'view']).execute();
      expect(new Set(rows.map((row) => row.model))).toEqual(new Set(['pools', 'activities', 'passes', 'mns', 'pages', 'blog', 'media']));
      const refused = rows.flatMap((row) => {
        const validate = ajv.compile(VIEW[row.model as keyof typeof VIEW]);
        return validate(JSON.parse(row.view)) ? [] : [`${row.model} ${row.id}: ${ajv.errorsText(validate.errors)}`];
      });
      expect(refused).toEqual([]);
      expect(await db.selectFrom('contacts').select('id').execute()).toHaveLength(1);
      // Members: one who logs in, and one added without an email (a child) and a birth date.
      const users = await db.selectFrom('users').select(['id', 'email', 'birth_date']).orderBy('id').execute();
      expect(users.map((user) => [user.id, user.email, user.birth_date])).toEqual([[1, 'admin@plouf.test', null], [5, null, '2019-04-12']]);
      const family = recorded.filter((event) => event.streamId === 'family-1').reduce((state, event) => familyDecider.evolve(state, event as never), familyDecider.initialState());
      expect(family.status).toBe('active');
      expect(family.status === 'active' ? [...family.members.values()].map((member) => member.email) : []).toEqual(['admin@plouf.test', null]);

      // Orders and cards: the views as served follow today's contracts, and the history folds.
      const orders = await db.selectFrom('orders').select(['id', 'status', 'view']).execute();
      expect(orders.map((order) => [order.id, order.status])).toEqual([[70, 7]]);
      const validOrder = ajv.compile(OrderView);
      expect(validOrder(JSON.parse(orders[0]!.view)) ? [] : [ajv.errorsText(validOrder.errors)]).toEqual([]);
      const cards = await db.selectFrom('cards').select('record').orderBy('id').execute();
      const validCard = ajv.compile(CardView);
      const views = cards.map((card) => cardView(JSON.parse(card.record) as StoredCard, new Date('2026-12-01T00:00:00Z')));
      expect(views.flatMap((view) => (validCard(view) ? [] : [ajv.errorsText(validCard.errors)]))).toEqual([]);
      expect(views.map((view) => [view.id, view.revoked, view.fftNbEntree])).toEqual([[71, true, 10], [72, true, 8], [73, false, 10]]);
      const history = orderHistory(recorded.filter((event) => event.streamId === 'order-70'));
      expect(ajv.compile(OrderHistory)(JSON.parse(JSON.stringify(history)))).toBe(true);
      expect(history.map((entry) => entry.state.cmdStatus)).toEqual([1, 1, 9, 9, 12, 12, 2, 2, 7]);

      // Courses and inscriptions (issue 10): the views follow today's contracts, the deciders fold.
      const courses = await db.selectFrom('courses').select(['id', 'view']).orderBy('id').execute();
      const validCourse = ajv.compile(CourseView);
      expect(courses.flatMap((row) => (validCourse(JSON.parse(row.view)) ? [] : [ajv.errorsText(validCourse.errors)]))).toEqual([]);
      expect(courses.map((row) => JSON.parse(row.view)).map((view) => [view.id, view.booked, view.waiting, view.cancelled, view.professeur.libelle])).toEqual([
        [80, 1, 0, false, 'Karim Benali'],
        [83, 0, 0, true, 'Sophie Lemaire'],
      ]);
      const inscriptions = await db.selectFrom('inscriptions').select(['id', 'status', 'view']).orderBy('id').execute();
      const validInscription = ajv.compile(InscriptionView);
      expect(inscriptions.flatMap((row) => (validInscription(JSON.parse(row.view)) ? [] : [ajv.errorsText(validInscription.errors)]))).toEqual([]);
      expect(inscriptions.map((row) => [row.id, row.status])).toEqual([[81, 4], [82, 2]]);
      const course = recorded.filter((event) => event.streamId === 'course-80').reduce((state, event) => courseDecider.evolve(state, event as never), courseDecider.initialState());
      expect(course.status).toBe('scheduled');
      expect(course.status === 'scheduled' ? course.course.capacity : undefined).toBe(2);
      const familyCards = recorded.filter((event) => event.streamId === 'cards-1').reduce((state, event) => cardsDecider.evolve(state, event as never), cardsDecider.initialState());
      expect(familyCards.cards[73]?.used).toBe(1);
      const card73 = await db.selectFrom('cards').select('record').where('id', '=', 73).executeTakeFirstOrThrow();
      expect(cardView(JSON.parse(card73.record) as StoredCard, new Date('2026-12-01T00:00:00Z'))).toMatchObject({ used: 1, left: 9, weeks: ['2026-W49'] });
      expect(await db.selectFrom('calendar_feeds').selectAll().execute()).toEqual([{ fam_id: 1, version: 2, active: true }]);
    } finally {
      await store.close();
      await db.destroy();
      await pool.end();
    }
    // Every projector's migrations and a replay on PGlite: over 20 s on a loaded machine.
  }, 90_000);
});
