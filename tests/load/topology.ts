/**
 * `BENCH_ONLY=topology npm run bench` (issue 28): the deployment of infra/deploy/ on this machine
 * (tests/harness/topology.ts: nginx, two command-api, two query-api, projections, mailer, one
 * PostgreSQL, Redis). A burst of changes (`POST /Contact`) and of reads (`GET /Activity`) sent at
 * once through nginx, beside the same burst sent to one node directly: the proxy's cost and the
 * second node's gain, median of 3. During it, each API node's `/metrics` is scraped (Prometheus
 * text, written beside the results) and its request-latency histogram summed up per route.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_BINARY, callAt, redisAnswers, startTopology } from '../harness/topology.ts';

type Record = (group: string, measure: string, value: string) => void;

const BURST = 200;
const RUNS = 3;
const TOKEN = 'bench-metrics-token-0123456789';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const median = (values: number[]) => percentile(values, 50);

/** Each histogram of `plouf_http_request_duration_seconds`: per route, method and status, its count and quantiles read off its buckets. */
export function histogramSummary(text: string, quantiles = [0.5, 0.99]) {
  const series = new Map<string, { buckets: [number, number][]; count: number }>();
  for (const line of text.split('\n')) {
    const match = /^plouf_http_request_duration_seconds_(bucket|count)\{(.*)\} (\d+(?:\.\d+)?)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]));
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    const entry = series.get(key) ?? { buckets: [], count: 0 };
    if (match[1] === 'count') entry.count = Number(match[3]);
    else entry.buckets.push([labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le), Number(match[3])]);
    series.set(key, entry);
  }
  return [...series].map(([key, { buckets, count }]) => {
    const sorted = buckets.sort((a, b) => a[0] - b[0]);
    // The upper bound of the first bucket holding the quantile: what a dashboard's histogram_quantile reads, without interpolation.
    const at = (q: number) => sorted.find(([, cumulative]) => cumulative >= q * count)?.[0] ?? Number.POSITIVE_INFINITY;
    return { key, count, quantiles: quantiles.map((q) => ({ q, seconds: at(q) })) };
  });
}

async function burst(base: string, make: (i: number) => Parameters<typeof callAt>, label: string) {
  const started = performance.now();
  const times = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const at = performance.now();
      const [, method, path, options] = make(i);
      const answer = await callAt(base, method, path, options);
      if (answer.body.resultCode !== 'Ok') throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return performance.now() - at;
    }),
  );
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: BURST / ((performance.now() - started) / 1000) };
}

export async function topologyBench(record: Record, serverUrl: string | undefined) {
  if (!serverUrl || !NGINX_BINARY || !(await redisAnswers())) return console.log('topology   skipped: needs PostgreSQL, nginx and Redis');
  const topology = await startTopology(serverUrl, { metricsToken: TOKEN });
  let contactRun = 0;
  const contact = (i: number): Parameters<typeof callAt> => [
    '',
    'POST',
    '/webapi/Contact',
    // Each from its own address: the contact limit (10 per address) is not what is measured.
    { body: { ctcMail: `mesure${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }, headers: { 'x-forwarded-for': `10.${contactRun}.${i >> 8}.${i & 255}` } },
  ];
  const read = (): Parameters<typeof callAt> => ['', 'GET', '/webapi/Activity', {}];
  try {
    const results: { [name: string]: { p50: number; p99: number; perSecond: number }[] } = { changeDirect: [], changeProxy: [], readDirect: [], readProxy: [] };
    // Alternated, so that a slow moment of the machine falls on both.
    for (let run = 0; run < RUNS; run++) {
      contactRun = run * 2 + 1;
      results.changeDirect!.push(await burst(topology.ports.command[0] ? `http://127.0.0.1:${topology.ports.command[0]}` : '', contact, 'direct contact'));
      contactRun = run * 2 + 2;
      results.changeProxy!.push(await burst(topology.proxy, contact, 'proxied contact'));
      results.readDirect!.push(await burst(`http://127.0.0.1:${topology.ports.query[0]}`, read, 'direct read'));
      results.readProxy!.push(await burst(topology.proxy, read, 'proxied read'));
    }
    const summary = (name: string) => {
      const runs = results[name]!;
      return { p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), perSecond: median(runs.map((r) => r.perSecond)) };
    };
    for (const [kind, label] of [
      ['change', `${BURST} POST /Contact at once`],
      ['read', `${BURST} GET /Activity at once`],
    ] as const) {
      const direct = summary(`${kind}Direct`);
      const proxied = summary(`${kind}Proxy`);
      record(
        'topology',
        `${label}: nginx to two nodes vs one node directly`,
        `through nginx p50 ${proxied.p50.toFixed(0)} ms, p99 ${proxied.p99.toFixed(0)} ms, ${proxied.perSecond.toFixed(0)}/s; one node directly p50 ${direct.p50.toFixed(0)} ms, p99 ${direct.p99.toFixed(0)} ms, ${direct.perSecond.toFixed(0)}/s; ratio p99 ${(proxied.p99 / direct.p99).toFixed(2)}, rate ${(proxied.perSecond / direct.perSecond).toFixed(2)} (median of ${RUNS})`,
      );
    }

    // What Prometheus would have scraped: each API node's metrics, kept beside the results.
    const folder = join(process.cwd(), 'bench', 'results');
    mkdirSync(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const node of topology.nodes.filter((n) => n.service === 'command-api' || n.service === 'query-api')) {
      const response = await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const text = await response.text();
      writeFileSync(join(folder, `${stamp}-metrics-${node.name}.txt`), text);
      const busiest = histogramSummary(text)
        .filter((entry) => entry.key.includes('/webapi/'))
        .sort((a, b) => b.count - a.count)
        .slice(0, 3);
      record(
        'topology',
        `${node.name} /metrics: request histogram, busiest routes`,
        busiest.map((entry) => `${entry.key}: ${entry.count} requests, p50 ≤ ${entry.quantiles[0]!.seconds * 1000} ms, p99 ≤ ${entry.quantiles[1]!.seconds * 1000} ms`).join('; ') + ` (bench/results/${stamp}-metrics-${node.name}.txt)`,
      );
    }
  } finally {
    await topology.stop();
  }
}
