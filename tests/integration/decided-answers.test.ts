import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Issue 42, "answers from the decision": a command that knows what it decided answers it at once,
 * in the view the read side serves once its read models have caught up, without waiting for them.
 * The enrolment's answer is checked in term-enrolment.test.ts; here the visitor's contact request.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});
const start = async (options: Parameters<typeof startTestApp>[0]) => {
  const app = await startTestApp(options);
  apps.push(app);
  return app;
};

describe('a contact request answered as decided', () => {
  it('is the contact as the back-office reads it, and a repeat with the same key gets the same', async () => {
    const app = await start({ seed: true });
    const admin = await app.login();
    const activity = ((await app.call('GET', '/webapi/Activity')).body.data as Array<{ id: number }>)[0]!.id;
    const body = { ctcMail: 'Lea.Decide@example.fr', ctcMessage: ' Y a-t-il une place le mercredi ? ', acyIds: [activity] };
    const headers = { 'idempotency-key': 'decided-contact-0001' };
    const sent = await app.call('POST', '/webapi/Contact', { body, headers });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ ctcMail: 'Lea.Decide@example.fr', ctcMessage: 'Y a-t-il une place le mercredi ?', acyIds: [activity], ctcLu: false });
    // What the desk reads (its call waits for the position the answer gave) is exactly the answer.
    const read = await app.call('GET', `/webapi/Contact/${sent.body.data.id}`, { cookie: admin });
    expect(read.body.data).toEqual(sent.body.data);
    const repeated = await app.call('POST', '/webapi/Contact', { body, headers });
    expect(repeated.status).toBe(200);
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');
    expect(repeated.body.data).toEqual(sent.body.data);
  });

  it('does not wait for the read model: with no projection running, the answer is final (no 202)', async () => {
    // Without its projections the contacts' read model never moves; a command read back from it
    // would wait its whole minute and answer 202.
    const app = await start({ seed: true, projections: false, readModelWaitMs: 60_000 });
    const sent = await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'sans.projection@example.fr', ctcMessage: 'Bonjour', acyIds: [] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ id: expect.any(Number), ctcMail: 'sans.projection@example.fr', ctcLu: false });
    expect(sent.body.data.accepted).toBeUndefined();
  });
});
