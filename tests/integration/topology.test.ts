import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '@plouf/infra/testing';
import { LOGIN_LIMITS } from '@plouf/command-api';
import { ADMIN } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { connectLive, subscribe, type Change } from '../harness/socket.ts';
import { NGINX_BINARY, REDIS_URL, callAt, redisAnswers, startTopology, type Topology } from '../harness/topology.ts';
import { eventually } from '../harness/wait.ts';

/**
 * The deployment of infra/deploy/ on this machine (issue 28): Debian's nginx with the operators'
 * nginx.conf (the test's ports put in), two command-api, two query-api, one projections and one
 * mailer process (`infra/entry/service.ts`, each its own Node process) on one PostgreSQL, and the
 * machine's Redis for the limits and the live rooms. A booking burst goes through the proxy while
 * one command-api node is killed (SIGKILL); nothing is lost or doubled; a live places-left update
 * reaches sockets on both query-api nodes and through the proxy; limits hold across nodes.
 */
const serverUrl = testServerUrl();
const redisUp = await redisAnswers();
const missing = [!serverUrl && 'a PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL)', !NGINX_BINARY && "nginx (Debian's package)", !redisUp && `Redis at ${REDIS_URL}`].filter(Boolean);
// CI installs nginx and has PostgreSQL and Redis: there, a missing part fails the run instead of skipping.
if (missing.length > 0 && process.env.CI === 'true') throw new Error(`the topology test needs ${missing.join(', ')}`);
if (missing.length > 0) console.log(`[topology] skipped: no ${missing.join(', ')}`);

const FAMILIES = 60;
const PLACES = 8;

let topology: Topology;
const sockets: Socket[] = [];
const call = (base: string, method: string, path: string, options?: Parameters<typeof callAt>[3]) => callAt(base, method, path, options);

/**
 * A booking as the family's page sends it, repeated with the same `Idempotency-Key` while the answer
 * says to try again: the node died (connection cut, 502 from the proxy) or the first attempt still
 * holds the key (409 with `Retry-After`, until its lease ends).
 */
async function bookWithRetries(family: BookingFamily, crsId: number) {
  const key = `topology-${family.famId}-${crsId}`;
  const attempts: number[] = [];
  for (;;) {
    const started = performance.now();
    const answer = await call(topology.proxy, 'POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${family.userId}&cardId=${family.cardId}`, { cookie: family.cookie, headers: { 'idempotency-key': key }, body: {} }).catch(
      () => ({ status: 0, body: { resultCode: 'NoAnswer', data: null }, headers: new Headers() }),
    );
    attempts.push(answer.status);
    const again = answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504 || answer.headers.get('retry-after') !== null;
    if (!again || attempts.length >= 40) return { ...answer, attempts, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.headers.get('retry-after') ?? 0.5)));
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

describe.skipIf(missing.length > 0)('two command-api, two query-api, projections and mailer behind nginx, on one PostgreSQL and Redis', () => {
  let admin: string;
  let catalogue: BookingCatalogue;
  let proxy: string;
  let ports: Topology['ports'];

  beforeAll(async () => {
    topology = await startTopology(serverUrl!);
    ({ admin, proxy, ports } = topology);
    catalogue = await bookingCatalogue(topology.app);
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await topology?.stop();
  }, 60_000);

  it('answers through the proxy from every node, each ready', async () => {
    for (const node of topology.nodes) {
      const readiness = await call(`http://127.0.0.1:${node.port}`, 'GET', '/readyz');
      expect([node.name, readiness.status, readiness.body.data.checks.redis?.ok ?? 'no redis']).toEqual([node.name, 200, node.name === 'mailer' ? 'no redis' : true]);
    }
    // Reads go to the query side and changes to the command side: the services' own names say so.
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) served.add((await call(proxy, 'GET', '/readyz')).body.data.service);
    expect([...served]).toEqual(['query-api']);
    const page = await fetch(`${proxy}/reserver`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('books a burst through the proxy while a command-api node is killed: every family seated or waiting once, places never exceeded, live figures on both query nodes', async () => {
    const crsId = await bookingCourse(topology.app, admin, catalogue, PLACES);
    const families: BookingFamily[] = [];
    for (let n = 0; n < FAMILIES; n++) families.push(await bookingFamily(topology.app, catalogue, 1000 + n));

    // A visitor on /reserver through the proxy, and one on each query-api node directly.
    const watchers = [proxy, `http://127.0.0.1:${ports.query[0]}`, `http://127.0.0.1:${ports.query[1]}`];
    const seen = watchers.map(() => [] as Change[]);
    for (const [i, base] of watchers.entries()) {
      const socket = await connectLive(base);
      sockets.push(socket);
      expect(await subscribe(socket, 'courses')).toEqual({ ok: true });
      socket.on('change', (change: Change) => seen[i]!.push(change));
    }

    // The burst, and a command-api node killed once a few answers are in.
    const killed = topology.node('command-api-1');
    let answered = 0;
    const burst = Promise.all(
      families.map((family) =>
        bookWithRetries(family, crsId).then((answer) => {
          if (++answered === 5) killed.child.kill('SIGKILL');
          return answer;
        }),
      ),
    );
    const answers = await burst;
    await eventually(
      async () => killed.child.signalCode,
      (signal) => signal === 'SIGKILL',
    );
    const retried = answers.filter((answer) => answer.attempts.length > 1);
    console.log(
      `[topology] ${FAMILIES} bookings through nginx, command-api-1 killed after 5 answers: ${retried.length} repeated with their key (statuses seen: ${[...new Set(retried.flatMap((answer) => answer.attempts))].join(', ') || 'none'}); ` +
        `p50 ${percentile(answers.map((answer) => answer.ms), 50).toFixed(0)} ms, p99 ${percentile(answers.map((answer) => answer.ms), 99).toFixed(0)} ms (last attempt)`,
    );
    // Every family's booking was taken once: Ok, or, for a repeat whose first attempt went through
    // on the killed node after all, the answer that it is already booked.
    const refused = answers.filter((answer) => answer.body.resultCode !== 'Ok');
    for (const answer of refused) expect([answer.status, answer.attempts.length > 1]).toEqual([409, true]);

    const roster = await eventually(
      async () => (await call(proxy, 'GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data as { booked: number; waiting: number; placesLeft: number; inscriptions: { famId: number; insStatus: number }[] },
      (course) => course.inscriptions.length >= FAMILIES,
      30_000,
    );
    expect(roster.inscriptions.map((ins) => ins.famId).sort()).toEqual(families.map((family) => family.famId).sort());
    expect([roster.booked, roster.waiting, roster.placesLeft]).toEqual([PLACES, FAMILIES - PLACES, 0]);
    // One entry spent per seated family, none twice.
    const spent = await eventually(
      async () => {
        const { rows } = await topology.platform.pool.query<{ used: number }>(`SELECT (record::jsonb->>'used')::int AS used FROM cards WHERE fam_id = ANY($1)`, [families.map((family) => family.famId)]);
        return rows.map((row) => row.used);
      },
      (used) => used.reduce((sum, n) => sum + n, 0) === PLACES,
      30_000,
    );
    expect(Math.max(...spent)).toBe(1);

    // The places left reached every watcher: each query-api node's socket and the proxy's.
    for (const [i, changes] of seen.entries()) {
      await eventually(
        async () => changes.filter((change) => change.readModel === 'courses' && change.ids.includes(crsId)),
        (mine) => mine.some((change) => change.figures?.[crsId]?.placesLeft === 0),
        15_000,
      ).catch(() => {
        throw new Error(`watcher ${watchers[i]} saw no "0 places left" for course ${crsId}: ${JSON.stringify(changes.slice(-3))}`);
      });
    }
  }, 240_000);

  it('holds the login limit across command-api nodes: five failures spread over both, the sixth refused by either', async () => {
    // One node was killed above: a new one takes its port, as a restart would.
    if (topology.node('command-api-1').child.signalCode !== null) await topology.restart('command-api-1-restarted', 'command-api', ports.command[0]!);
    const [first, second] = ports.command.map((port) => `http://127.0.0.1:${port}`);
    const login = (base: string, password: string) => call(base, 'POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: password }, headers: { 'x-forwarded-for': '198.51.100.23' } });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) statuses.push((await login(i % 2 === 0 ? first! : second!, `faux-${i}`)).status);
    expect(statuses).toEqual(Array(LOGIN_LIMITS.perAccountAndAddress).fill(401));
    // Counted per process, each node would have seen 2 or 3 and let the sixth try: counted in Redis, both refuse it.
    expect((await login(first!, ADMIN.password)).status).toBe(429);
    expect((await login(second!, ADMIN.password)).status).toBe(429);
    // Through the proxy as well; and the owner from another address is not held back.
    expect((await call(proxy, 'POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: ADMIN.password }, headers: { 'x-forwarded-for': '198.51.100.23' } })).status).toBe(429);
    expect((await call(proxy, 'POST', '/webapi/Authenticate', { body: { userEmail: ADMIN.email, userPass: ADMIN.password }, headers: { 'x-forwarded-for': '198.51.100.24' } })).body.resultCode).toBe('Ok');

    // The contact form's 10 in 10 minutes per address, through the proxy (alternating nodes): the eleventh is refused.
    const contact = () => call(proxy, 'POST', '/webapi/Contact', { body: { ctcMail: 'visiteur@example.fr', ctcMessage: 'Bonjour', acyIds: [] }, headers: { 'x-forwarded-for': '198.51.100.40' } });
    const contacts: number[] = [];
    for (let i = 0; i < 11; i++) contacts.push((await contact()).status);
    expect(contacts).toEqual([...Array(10).fill(200), 429]);
  }, 120_000);
});
