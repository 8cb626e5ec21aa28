import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Issue 28: `/healthz` (alive) and `/readyz` (can serve: database, event store, followers, mail)
 * as a load balancer reads them, on the backend the run is given (PGlite, or DATABASE_URL's server).
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => app?.close());

type Ready = { resultCode: string; data: { status: string; service: string; checks: { database: { ok: boolean }; eventStore: { ok: boolean; head: number }; readModels: Record<string, { behind: number }>; processes: Record<string, { behind: number }>; stopped?: Record<string, { eventType: string }> } } };
const ready = async () => {
  const answer = await app.call('GET', '/readyz');
  return { status: answer.status, body: answer.body as unknown as Ready, cache: answer.headers.get('cache-control') };
};

describe('health', () => {
  it('says the process is alive, and ready once every read model has caught up with the store', async () => {
    const alive = await app.call('GET', '/healthz');
    expect([alive.status, alive.body]).toMatchObject([200, { resultCode: 'Ok', data: { status: 'alive', service: 'all-in-one' } }]);
    const answer = await eventually(ready, (r) => Object.values(r.body.data.checks.readModels).every((model) => model.behind === 0));
    expect(answer).toMatchObject({ status: 200, cache: 'no-store', body: { resultCode: 'Ok', data: { status: 'ready', checks: { database: { ok: true }, eventStore: { ok: true } } } } });
    expect(answer.body.data.checks.eventStore.head).toBeGreaterThan(0);
    expect(Object.keys(answer.body.data.checks.readModels)).toEqual(expect.arrayContaining(['contacts', 'orders', 'courses']));
    expect(Object.keys(answer.body.data.checks.processes).length).toBeGreaterThan(0);
  });

  it('is not ready while a read model is stopped on an event, and ready again once it is cleared', async () => {
    await app.platform.pool.query(
      `INSERT INTO projection_faults (read_model, position, event_id, event_type, stream_id, error, since) VALUES ('contacts', 1, '00000000-0000-4000-8000-000000000001', 'ContactReceived', 'contact-1', 'a test fault', now())`,
    );
    try {
      const stopped = await ready();
      expect([stopped.status, stopped.body.resultCode, stopped.body.data.status, stopped.body.data.checks.stopped]).toEqual([503, 'Unavailable', 'not ready', { contacts: expect.objectContaining({ eventType: 'ContactReceived' }) }]);
    } finally {
      await app.platform.pool.query(`DELETE FROM projection_faults WHERE read_model = 'contacts'`);
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 "stopping" once the server drains, while it is still alive', async () => {
    app.server.drain();
    const draining = await ready();
    expect([draining.status, draining.body.data.status]).toEqual([503, 'stopping']);
    expect((await app.call('GET', '/healthz')).status).toBe(200);
  });
});
