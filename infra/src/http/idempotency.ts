import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdAllocator } from '../db/ids.ts';
import { batchStatements, inFlightFor } from '../db/batch.ts';
import type { SqlPool } from '../db/pool.ts';
import { AppError, REFUSAL_STATUS, TryAgain } from './result.ts';
import { POSITION_HEADER } from './positions.ts';

/** How long a first request may run before a repeat takes its place (its process died). */
const LEASE_MS = 30_000;
/** How long a repeat waits for the first request to finish before answering "in progress". */
const WAIT_MS = 10_000;
/** How long answers are kept. */
const KEEP_HOURS = 24;

export type Begin =
  | { outcome: 'new' }
  | { outcome: 'takeover'; ids: Record<string, number[]> }
  | { outcome: 'done'; status: number; body: string }
  | { outcome: 'running' }
  | { outcome: 'mismatch' };

/**
 * Answers to requests sent with an `Idempotency-Key`, per caller. A first request takes a lease and
 * records the ids it hands out; its answer (a success or a refusal, 400, 409 or 422) is kept 24 h; a
 * failure of the server, a limit (429) or an answer with `Retry-After` (a {@link TryAgain}) is not.
 * A repeat gets the kept answer, waits for a running first request, or, when the first one's process died (lease over), runs again with the
 * same ids: the command runner then finds the events already appended under the key and appends
 * nothing twice.
 *
 * @example
 * const store = createIdempotencyStore(pool, createIdAllocator(pool));
 * const app = await createHttpApp({ authenticate, idempotency: store });
 */
export function createIdempotencyStore(pool: SqlPool, ids: IdAllocator) {
  // The three writes every keyed request makes go with those of the requests in flight beside it,
  // a statement for many (issue 42, `batchStatements`); each row is still its own request's.
  const inFlight = inFlightFor(pool);
  const claim = batchStatements(async (rows: Array<{ scope: string; key: string; fingerprint: string }>) => {
    const { rows: inserted } = await pool.query<{ scope: string; key: string; fingerprint: string }>(
      `INSERT INTO command_idempotency (scope, key, fingerprint, locked_until)
       SELECT scope, key, fingerprint, now() + make_interval(secs => $4) FROM unnest($1::text[], $2::text[], $3::text[]) AS claimed(scope, key, fingerprint)
       ON CONFLICT (scope, key) DO NOTHING RETURNING scope, key, fingerprint`,
      [rows.map((row) => row.scope), rows.map((row) => row.key), rows.map((row) => row.fingerprint), LEASE_MS / 1000],
    );
    // Two requests with the same key in one batch: the first with the stored fingerprint is the one that claimed it.
    const won = new Set(inserted.map((row) => `${row.scope}\n${row.key}\n${row.fingerprint}`));
    return rows.map((row) => won.delete(`${row.scope}\n${row.key}\n${row.fingerprint}`));
  }, { inFlight });
  const remember = batchStatements(async (rows: Array<{ scope: string; key: string; name: string; handed: number[] }>) => {
    // One change per row, its names' ids in the order they were asked (an UPDATE changes a row once).
    const byRow = new Map<string, { scope: string; key: string; add: Record<string, number[]> }>();
    for (const { scope, key, name, handed } of rows) {
      const row = byRow.get(`${scope}\n${key}`) ?? { scope, key, add: {} };
      row.add[name] = [...(row.add[name] ?? []), ...handed];
      byRow.set(`${scope}\n${key}`, row);
    }
    const changes = [...byRow.values()];
    await pool.query(
      `UPDATE command_idempotency AS c
       SET ids = c.ids || (SELECT jsonb_object_agg(name, coalesce(c.ids -> name, '[]'::jsonb) || added) FROM jsonb_each(u.add) AS e(name, added))
       FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS u(scope, key, add)
       WHERE c.scope = u.scope AND c.key = u.key`,
      [changes.map((row) => row.scope), changes.map((row) => row.key), changes.map((row) => JSON.stringify(row.add))],
    );
    return rows.map(() => undefined);
  }, { inFlight });
  const keep = batchStatements(async (rows: Array<{ scope: string; key: string; status: number; body: string }>) => {
    // A key answered twice in one batch (never, under its lease): the first answer is kept.
    const byRow = new Map<string, (typeof rows)[number]>();
    for (const row of rows) if (!byRow.has(`${row.scope}\n${row.key}`)) byRow.set(`${row.scope}\n${row.key}`, row);
    const first = [...byRow.values()];
    await pool.query(
      `UPDATE command_idempotency AS c SET status = u.status, body = u.body
       FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS u(scope, key, status, body)
       WHERE c.scope = u.scope AND c.key = u.key`,
      [first.map((row) => row.scope), first.map((row) => row.key), first.map((row) => row.status), first.map((row) => row.body)],
    );
    return rows.map(() => undefined);
  }, { inFlight });
  return {
    async begin(scope: string, key: string, fingerprint: string): Promise<Begin> {
      if (await claim({ scope, key, fingerprint })) return { outcome: 'new' };
      const { rows } = await pool.query<{ fingerprint: string; status: number | null; body: string | null; expired: boolean }>(
        'SELECT fingerprint, status, body, locked_until < now() AS expired FROM command_idempotency WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      const row = rows[0];
      if (!row) return this.begin(scope, key, fingerprint);
      if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (row.status !== null) return { outcome: 'done', status: row.status, body: row.body ?? '' };
      if (!row.expired) return { outcome: 'running' };
      const taken = await pool.query<{ ids: Record<string, number[]> }>(
        `UPDATE command_idempotency SET locked_until = now() + make_interval(secs => $3)
         WHERE scope = $1 AND key = $2 AND status IS NULL AND locked_until < now() RETURNING ids`,
        [scope, key, LEASE_MS / 1000],
      );
      return taken.rows[0] ? { outcome: 'takeover', ids: taken.rows[0].ids } : { outcome: 'running' };
    },

    /** Whether an answer is kept for this key: its repeat is let past per-address limits. */
    async answered(scope: string, key: string): Promise<boolean> {
      const { rows } = await pool.query('SELECT 1 FROM command_idempotency WHERE scope = $1 AND key = $2 AND status IS NOT NULL', [scope, key]);
      return rows.length > 0;
    },

    /**
     * Hands out the next id of `name` (from the process's block, docs/adr/0028) and remembers it
     * for the request before it is used, so that a takeover hands out the same. The key's own row is
     * written: no request waits on another's.
     */
    async nextIds(scope: string, key: string, name: string, count: number): Promise<number[]> {
      const handed = await Promise.all(Array.from({ length: count }, () => ids.next(name)));
      await remember({ scope, key, name, handed });
      return handed;
    },

    async finish(scope: string, key: string, status: number, body: string) {
      await keep({ scope, key, status, body });
    },

    /** The request did not finish (server error, refused for now): a repeat may run at once. */
    async release(scope: string, key: string) {
      await pool.query('UPDATE command_idempotency SET locked_until = now() - interval \'1 second\' WHERE scope = $1 AND key = $2 AND status IS NULL', [scope, key]);
    },

    async purge() {
      await pool.query(`DELETE FROM command_idempotency WHERE created_at < now() - make_interval(hours => $1)`, [KEEP_HOURS]);
    },

  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** An address as it stands in a kept answer's JSON. */
const ADDRESSES = /[^\s"'<>@\\,;:()[\]]+@[^\s"'<>@\\,;:()[\]]+\.[a-z]{2,}/gi;

/**
 * An erasure (docs/adr/0022-personal-data.md): the answers kept for repeats that name what it erased
 * go, in the caller's transaction: those of its members' own requests (their scope), those about its
 * families (every answer naming a family carries its `famId`), and any answer holding an erased
 * address (`isErasedAddress`: a visitor's contact request or sign-up, answered with its address and
 * message). A repeat of one of them then runs again, and is refused as anything else about an erased
 * family is. How many went.
 *
 * @example
 * await forgetAnswers(client, { userIds: [3, 4], famIds: [12], isErasedAddress: (address) => erased.has(hash(address)) });
 */
export async function forgetAnswers(
  client: Pick<SqlPool, 'query'>,
  erased: { userIds: readonly number[]; famIds: readonly number[]; isErasedAddress(address: string): boolean },
): Promise<number> {
  const families = erased.famIds.length > 0 ? `"famId":(${erased.famIds.join('|')})[,}]` : null;
  let gone = (await client.query(`DELETE FROM command_idempotency WHERE scope = ANY($1::text[]) OR body ~ $2::text`, [erased.userIds.map((id) => `user:${id}`), families])).rowCount;
  const { rows } = await client.query<{ scope: string; key: string; body: string }>(`SELECT scope, key, body FROM command_idempotency WHERE body LIKE '%@%'`);
  const holding = rows.filter((row) => (row.body.match(ADDRESSES) ?? []).some((address) => erased.isErasedAddress(address)));
  for (const row of holding) gone += (await client.query('DELETE FROM command_idempotency WHERE scope = $1 AND key = $2', [row.scope, row.key])).rowCount;
  return gone;
}

/** What a request sent with an `Idempotency-Key` carries to the command runner. */
export interface RequestIdempotency {
  /** `scope:key`, written into the metadata of every event the request appends. */
  tag: string;
  /** A repeat running in place of a first request whose process died. */
  takeover: boolean;
  /** The id the request hands out for `name` (from the id sequences): the same on a takeover as the first time. */
  nextId(name: string): Promise<number>;
  /** `count` of them, remembered in one write. */
  nextIds(name: string, count: number): Promise<number[]>;
  /** On a takeover, the first id of `name` the first run handed out, if it got that far. */
  firstId(name: string): number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: RequestIdempotency | null;
    /** The kept answer's row, for the onSend hook. */
    idempotencyRow: { scope: string; key: string } | null;
  }
}

class KeyReused extends AppError {
  constructor() {
    const text = {
      fr: 'Cette clé d’idempotence a déjà servi pour une autre demande',
      en: 'This idempotency key was already used for another request',
    };
    super('IdempotencyKeyReused', 'InvalidModelState', text, { 'Idempotency-Key': text }, REFUSAL_STATUS.rule);
  }
}

/** The first request with this key is still running after the wait: sent again, the repeat gets its answer. */
class StillRunning extends TryAgain {
  constructor() {
    super('RequestInProgress', { fr: 'Cette demande est déjà en cours de traitement', en: 'This request is already being processed' });
  }
}

class BadKey extends AppError {
  constructor() {
    const text = { fr: 'Clé d’idempotence invalide (8 à 200 caractères visibles)', en: 'Invalid idempotency key (8 to 200 visible characters)' };
    super('BadIdempotencyKey', 'InvalidModelState', text, { 'Idempotency-Key': text });
  }
}

/** JSON with object keys sorted, so that the same body always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(body);
}

/**
 * The `Idempotency-Key` header on every POST, PUT and DELETE of `/webapi` (unless the route says
 * `idempotent: false`): after validation, a repeat of a finished request gets its answer again and
 * runs nothing; the first answer is kept when it is sent.
 */
export function registerIdempotency(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any server and type provider
  app: FastifyInstance<any, any, any, any, any>,
  store: IdempotencyStore,
  /**
   * Where the event store stands: a kept answer sent again carries it as `Plouf-Position`, so the
   * client's next reads show what the first run stored (its own position was not kept; the head is
   * at or after it).
   */
  headPosition?: () => Promise<bigint>,
) {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('idempotencyRow', null);
  const purge = setInterval(() => void store.purge().catch(() => undefined), 10 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const begin = async (request: FastifyRequest, reply: FastifyReply, header: string | string[]) => {
    const key = Array.isArray(header) ? header[0]! : header;
    if (!/^[\x21-\x7e]{8,200}$/.test(key)) throw new BadKey();
    const scope = request.user ? `user:${request.user.id}` : 'anonymous';
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url}\n${canonical(request.params)}\n${canonical(request.query)}\n${canonical(request.body)}`)
      .digest('hex');

    const deadline = Date.now() + WAIT_MS;
    let begun = await store.begin(scope, key, fingerprint);
    while (begun.outcome === 'running' && Date.now() < deadline) {
      await pause(100);
      begun = await store.begin(scope, key, fingerprint);
    }
    switch (begun.outcome) {
      case 'mismatch':
        throw new KeyReused();
      case 'running':
        throw new StillRunning();
      case 'done': {
        const head = await headPosition?.().catch(() => undefined);
        if (head !== undefined && head > 0n) void reply.header(POSITION_HEADER, head.toString());
        return replay(reply, begun.status, begun.body);
      }
    }
    const handedOut = new Map<string, number>();
    const previous = begun.outcome === 'takeover' ? begun.ids : {};
    const nextIds = async (name: string, count: number) => {
      const index = handedOut.get(name) ?? 0;
      handedOut.set(name, index + count);
      // On a takeover the first run's ids come back in the order it handed them out; past them, new ones.
      const known = (previous[name] ?? []).slice(index, index + count);
      const fresh = known.length < count ? await store.nextIds(scope, key, name, count - known.length) : [];
      return [...known, ...fresh];
    };
    request.idempotency = {
      tag: `${scope}:${key}`,
      takeover: begun.outcome === 'takeover',
      nextId: async (name) => (await nextIds(name, 1))[0]!,
      nextIds,
      firstId: (name) => previous[name]?.[0],
    };
    request.idempotencyRow = { scope, key };
    return undefined;
  };

  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.method === 'GET' || !request.url.startsWith('/webapi')) return done();
    if (!['POST', 'PUT', 'DELETE'].includes(request.method) || request.routeOptions.config?.idempotent === false) return done();
    begin(request, reply, header).then(
      (replayed) => (replayed ? undefined : done()),
      (error: Error) => done(error),
    );
  });

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, owner: { scope: string; key: string }) => {
    const status = reply.statusCode;
    try {
      // A success or a refusal (400, 409, 422) is the request's answer: the same request sent again
      // gets it again (a booking refused because its card's last entry went elsewhere is not made
      // true later by entries added meanwhile: that is a new action, with a new key). A failure of
      // the server (5xx), a limit (429) or a "try again" (`Retry-After`: another checkout under way)
      // is not an answer: the same request may run again, and what its first run appended is found
      // by its tags, not redone.
      const tryAgain = status === 429 || reply.getHeader('retry-after') !== undefined;
      if (typeof payload === 'string' && status < 500 && !tryAgain) await store.finish(owner.scope, owner.key, status, payload);
      else await store.release(owner.scope, owner.key);
    } catch (error) {
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const owner = request.idempotencyRow;
    if (!owner) return done(null, payload);
    keep(request, reply, payload, owner).then(() => done(null, payload), () => done(null, payload));
  });
}
