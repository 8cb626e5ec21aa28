import { AppError, handleCommand, holdTurn, ok, POSITION_HEADER, type HandleOptions, type HeldTurn, type Accepted, type Decider, type EventMetadata, type HandleResult, type Language } from '@plouf/infra';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from './deps.ts';
import type { ReadModelName } from './read-models.ts';

/** What a route's commands are stamped with, and how they append. One per request. */
export interface CommandContext {
  /** The moment of the request, from the one clock; every event of the request carries it. */
  now: string;
  /** The one clock's time as it is now (not the request's moment): for a rule that must still hold when its command is stored. */
  clock(): Date;
  /** Who acts: the session's user, or null for a visitor. */
  by: number | null;
  language: Language;
  /** A new id from the named sequence; a repeated request (same `Idempotency-Key`) gets the same. */
  newId(name: string): Promise<number>;
  /** `count` new ids from the named sequence, remembered together for a repeat. */
  newIds(name: string, count: number): Promise<number[]>;
  /**
   * Holds the request's place in a stream's line, in the order requests arrived (infra `holdTurn`):
   * its next command on that stream is decided in that place, whatever its checks cost meanwhile
   * (a term's waiting list in order of arrival, issue 42). Released when the request ends.
   */
  hold(stream: string): void;
  /**
   * Decides and appends one command on one stream (infra `handleCommand`). `newStream`: the stream is
   * named by an id this request was just handed (`newId`), so it is decided as empty without a read.
   */
  handle<Command, Event extends { type: string; data: unknown }, State>(stream: string, decider: Decider<Command, Event, State>, command: Command, options?: Pick<HandleOptions, 'newStream'>): Promise<HandleResult<Event, State>>;
}

export interface CommandPlan<Result, View> {
  /** The read model the answer is read from, which the command waits for. */
  readModel: ReadModelName;
  /** Other read models the command's events change, that the caller reads next (a booking's cards). */
  alsoWaitFor?: readonly ReadModelName[];
  /** The request as commands: appends through `ctx.handle`; returns what the answer is about. */
  act(ctx: CommandContext): Promise<Result>;
  /** The answer, as the read model shows it once it has caught up. */
  answer(result: Result): Promise<View | null>;
  /**
   * The answer as the command decided it, when it can say it without its read models (issue 42):
   * given at once, no read model waited for; the client's next requests wait for them instead
   * (`Plouf-Position`, then `Plouf-After`). Null: read back as usual.
   */
  decided?(result: Result): View | null;
  /** The id a late answer names (HTTP 202), when the result is not an id itself. */
  idOf?(result: Result): number | null;
  /** When the answer is not found (someone deleted it meanwhile). */
  notFound?(result: Result): AppError;
}

/** The read model had not caught up within the wait: the command did succeed. */
const LATE: Record<Language, string> = {
  fr: "C'est enregistré ; l'affichage sera à jour dans quelques instants.",
  en: 'Saved; it will show in a moment.',
};

/** The read model is stopped on an event it cannot show: the command did succeed, and it says so at once. */
const STOPPED: Record<Language, string> = {
  fr: "C'est enregistré, mais l'affichage est arrêté sur une donnée que le serveur ne sait pas montrer : l'équipe technique est prévenue, rien n'est perdu.",
  en: 'Saved, but the display is stopped on a record the server cannot show: the technical team is told, nothing is lost.',
};

class GoneMeanwhile extends AppError {
  constructor() {
    super('GoneMeanwhile', 'FileNotFound', { fr: "C'est enregistré, mais l'élément a été supprimé depuis", en: 'Saved, but it has been deleted since' });
  }
}

/** The context a request's commands run in: its moment, its user, its ids, its idempotency tag. */
export function commandContext(deps: CommandApiDeps, request: FastifyRequest): CommandContext & { position(): bigint | undefined; release(): void } {
  const at = deps.clock();
  let step = 0;
  let last: bigint | undefined;
  const held = new Map<string, HeldTurn>();
  const idempotency = request.idempotency;
  const metadata = (): EventMetadata => ({
    correlationId: request.id,
    userId: request.user?.id ?? null,
    timestamp: at.toISOString(),
    // Each append of the request has its own tag, so that a repeat finds exactly what it did.
    ...(idempotency ? { idempotencyKey: `${idempotency.tag}#${step++}` } : {}),
  });
  return {
    now: at.toISOString(),
    clock: () => deps.clock(),
    by: request.user?.id ?? null,
    language: request.language,
    newId: (name) => (idempotency ? idempotency.nextId(name) : deps.ids.next(name)),
    newIds: (name, count) => (idempotency ? idempotency.nextIds(name, count) : Promise.all(Array.from({ length: count }, () => deps.ids.next(name)))),
    hold(stream) {
      if (!held.has(stream)) held.set(stream, holdTurn(deps.store, stream, request.arrival));
    },
    async handle(stream, decider, command, options) {
      const turn = held.get(stream);
      held.delete(stream);
      // A held command's events say where its request stood in the order of arrival (the rush's check reads it).
      const result = await (turn ? turn.handle(decider, command, { ...metadata(), arrival: request.arrival }, options) : handleCommand(deps.store, stream, decider, command, metadata(), options));
      // A command that changed nothing still waits for what it decided on (another request's order, say).
      const at = result.position ?? result.seen;
      if (at !== undefined && (last === undefined || at > last)) last = at;
      return result;
    },
    position: () => last,
    release() {
      for (const turn of held.values()) turn.release();
      held.clear();
    },
  };
}

/**
 * The one way a route runs a command: stamp the time and the ids, handle, wait (bounded) for the
 * read model to show the change, read it back, answer `{ resultCode: 'Ok', data }`. When the read
 * model is late, the answer is HTTP 202 with {@link Accepted}: the change is stored and will show;
 * never "not found".
 *
 * @example
 * return runCommand(deps, request, reply, {
 *   readModel: READ_MODELS.contacts,
 *   act: async (ctx) => { const id = await ctx.newId('contact'); await ctx.handle(contactStream(id), contactDecider, { … }, { newStream: true }); return id; },
 *   answer: (id) => deps.readBack.contact(id),
 * });
 */
export async function runCommand<Result, View>(deps: CommandApiDeps, request: FastifyRequest, reply: FastifyReply, plan: CommandPlan<Result, View>) {
  const ctx = commandContext(deps, request);
  let result: Result;
  try {
    result = await plan.act(ctx);
  } finally {
    ctx.release();
  }
  const position = ctx.position();
  // Where what the request stored stands: the client sends it back with its next requests (read-your-writes).
  if (position !== undefined) void reply.header(POSITION_HEADER, position.toString());
  const decided = plan.decided?.(result);
  if (decided) return ok(decided);
  const caughtUp = async (at: bigint) => {
    for (const readModel of [plan.readModel, ...(plan.alsoWaitFor ?? [])]) {
      const outcome = await deps.waiter.reach(readModel, at, deps.readModelWaitMs);
      if (!outcome.reached) return { readModel, fault: outcome.fault };
    }
    return null;
  };
  const late = position === undefined ? null : await caughtUp(position);
  if (late) {
    const id = plan.idOf ? plan.idOf(result) : typeof result === 'number' ? result : null;
    const { fault } = late;
    const accepted: Accepted = {
      accepted: true,
      id,
      readModel: late.readModel,
      position: position!.toString(),
      message: fault ? STOPPED[request.language] : LATE[request.language],
      ...(fault && { stopped: { eventType: fault.eventType, position: fault.position.toString(), since: fault.since.toISOString() } }),
    };
    void reply.code(202);
    return ok(accepted);
  }
  const view = await plan.answer(result);
  if (view === null) throw plan.notFound?.(result) ?? new GoneMeanwhile();
  return ok(view);
}
