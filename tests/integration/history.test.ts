import Ajv from 'ajv';
import { ActivityInput, ActivityView, BlogPostInput, BlogPostView, CardView, MediaView, MnsInput, MnsView, OrderHistory, OrderView, PageInput, PageView, PassInput, PassView, PoolInput, PoolView } from '@plouf/command-api/contracts';
import { orderHistory } from '@plouf/command-api/order-history';
import { activityDecider, documentDecider, familyDecider } from '@plouf/command-api';
import { createKysely, createPGliteEventStore, createPGlitePool, isCalendarDay, type RecordedEvent } from '@plouf/infra';
import { allProjectors, applyBatch, cardView, migrateReadModels, readCheckpoint, type Database, type StoredCard } from '@plouf/projections';
import type { Kysely } from 'kysely';
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
    for (const event of events) {
      const kind = /^(Pool|Pass|Mns|Page|BlogPost)Added$/.exec(event.type)?.[1] as 'Pool' | 'Pass' | 'Mns' | 'Page' | 'BlogPost' | undefined;
      if (kind) expect(documentDecider(kind).evolve({ status: 'none' }, event as never).status).toBe('present');
      if (event.type === 'ActivityCreated' || event.type === 'ActivityAdded') expect(activityDecider.evolve({ status: 'none' }, event as never).status).toBe('present');
    }
  });

  it('are projected into read models that follow today’s view contracts', async () => {
    const pool = await createPGlitePool();
    const store = createPGliteEventStore(pool);
    await store.migrate();
    const db = createKysely<Database>(pool);
    await migrateReadModels(db as Kysely<unknown>);
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
      expect(family.status === 'active' && [...family.members.values()].map((member) => member.email)).toEqual(['admin@plouf.test', null]);

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
    } finally {
      await store.close();
      await db.destroy();
      await pool.end();
    }
  });
});
