import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { connectLive } from '../harness/socket.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Issue 28: Prometheus metrics at `/metrics` behind a token, read as a scraper reads them: request
 * latency by route and status, commands by outcome, append latency, followers' lag, live sockets,
 * the mail outbox (here its SMTP server is down: mails wait and attempts fail).
 */
const TOKEN = 'a-metrics-token-for-the-tests';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true, metricsToken: TOKEN, mailer: smtpMailer(`smtp://127.0.0.1:${await closedPort()}`) });
}, 120_000);
afterAll(async () => app?.close());

const scrape = async () => {
  const answer = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
};
/** The value of one sample: `name{labels} value`, labels given in any order. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
};

describe('metrics', () => {
  it('are refused without the token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('count requests by route and status, commands by outcome, and appends by outcome', async () => {
    const before = await scrape();
    const okBefore = sample(before, 'plouf_commands_total', { route: 'POST /webapi/Contact', outcome: 'ok' }) ?? 0;
    const appendsBefore = sample(before, 'plouf_event_append_duration_seconds_count', { outcome: 'ok' }) ?? 0;
    await app.call('GET', '/webapi/Piscine');
    expect((await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'mesure@example.fr', ctcMessage: 'Bonjour' } })).status).toBe(200);
    expect((await app.call('POST', '/webapi/Contact', { body: { ctcMail: 'pas une adresse', ctcMessage: 'Bonjour' } })).status).toBe(400);
    const after = await scrape();
    expect(sample(after, 'plouf_http_request_duration_seconds_count', { route: '/webapi/Piscine', method: 'GET', status: '200', service: 'all-in-one' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'plouf_http_request_duration_seconds_bucket', { route: '/webapi/Piscine', method: 'GET', status: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'plouf_commands_total', { route: 'POST /webapi/Contact', outcome: 'ok' })).toBe(okBefore + 1);
    expect(sample(after, 'plouf_commands_total', { route: 'POST /webapi/Contact', outcome: 'malformed' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'plouf_event_append_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(appendsBefore);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('say how far each follower is behind, and how many live connections are open', async () => {
    const socket = await connectLive(app.url);
    try {
      const text = await eventually(scrape, (scraped) => sample(scraped, 'plouf_follower_lag_events', { follower: 'contacts', kind: 'readModel' }) === 0);
      expect(sample(text, 'plouf_follower_lag_events', { follower: 'orders', kind: 'readModel' })).toBeDefined();
      expect(sample(text, 'plouf_read_models_stopped')).toBe(0);
      expect(sample(text, 'plouf_live_sockets')).toBeGreaterThanOrEqual(1);
    } finally {
      socket.close();
    }
  });

  it('show the outbox waiting and the failed attempts when the SMTP server does not answer', async () => {
    // A newsletter sign-up mails its confirmation link.
    expect((await app.call('POST', '/webapi/Newsletter', { body: { libelle: 'attente@example.fr', mtpId: 11 } })).status).toBe(200);
    const text = await eventually(scrape, (scraped) => (sample(scraped, 'plouf_mail_send_failures_total') ?? 0) > 0);
    expect(sample(text, 'plouf_mail_outbox_pending')).toBeGreaterThan(0);
    expect(sample(text, 'plouf_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });
});
