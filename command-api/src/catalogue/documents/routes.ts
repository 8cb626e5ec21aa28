import { AppError, Deleted, IdParams, REFUSAL_STATUS, StateConflict, replies, type Decider, type Localized } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox, Static, TSchema } from '@fastify/type-provider-typebox';
import type { CommandApiDeps } from '../../deps.ts';
import { runCommand, type CommandContext } from '../../runner.ts';
import { KIND_MODEL, missing, type Reference } from '../references.ts';
import { SlugTaken, slugDecider, slugHolder, slugStream } from '../slugs.ts';
import { documentDecider, type DocumentCommand, type DocumentState } from './decider.ts';
import { DocumentNotFound } from './errors.ts';
import { documentStream, type DocumentFieldsOf, type DocumentKind } from './events.ts';
import { READ_MODELS } from '../../read-models.ts';

/** The read model every catalogue command waits for: one projector writes the whole catalogue. */
export const CATALOGUE_READ_MODEL = READ_MODELS.catalogue;

/** How one kind of document is written: its route, its contract, and what is checked before saving. */
export interface DocumentKindSpec<K extends DocumentKind, Input extends TSchema, View extends TSchema> {
  kind: K;
  /** `/Piscine`. */
  path: string;
  /** The id sequence new documents take their id from. */
  idName: string;
  /** The contract: what is written, what is answered. */
  input: Input;
  view: View;
  /** The stored fields for a valid input: HTML cleaned, new lesson templates numbered with `newId`. */
  toFields(input: Static<Input>, current: DocumentFieldsOf[K] | undefined, newId: (name: string) => Promise<number>): Promise<DocumentFieldsOf[K]>;
  /** Field → message, for rules between fields (a minimum above its maximum). */
  rules?(fields: DocumentFieldsOf[K]): Record<string, Localized>;
  references(fields: DocumentFieldsOf[K]): Reference[];
  /** The slug that must be unique among the kind's documents, when it has one. */
  slug?(fields: DocumentFieldsOf[K]): string;
  /** Documents that others name (pools name activities and MNS) are not deleted while named. */
  referencedAs?: 'activities' | 'mns';
  /** A decider of its own, when the kind's stream holds events of an older shape. */
  decider?: Decider<DocumentCommand<K>, { type: string; data: unknown }, DocumentState<K>>;
}

const unknownText = (ids: number[]): Localized => ({ fr: `Identifiant inconnu : ${ids.join(', ')}`, en: `Unknown id: ${ids.join(', ')}` });
/** Provisional ids for the checks made before any id is taken: a refused save uses up none. */
const noId = async () => 0;

/**
 * POST, PUT {id} and DELETE {id} of one kind of catalogue document, for the platform administrator.
 * Every check is made on event streams (referenced documents exist, the slug is free); each write
 * answers with the document as the read side shows it after the change.
 */
export function documentRoutes<K extends DocumentKind, Input extends TSchema, View extends TSchema>(spec: DocumentKindSpec<K, Input, View>): FastifyPluginAsyncTypebox<CommandApiDeps> {
  const decider = (spec.decider ?? documentDecider(spec.kind)) as Decider<DocumentCommand<K>, { type: string; data: unknown }, DocumentState<K>>;
  const tags = [spec.path.slice(1)];
  const readModel = KIND_MODEL[spec.kind];

  return async (app, deps) => {
    async function currentFields(id: number): Promise<DocumentFieldsOf[K] | undefined> {
      const events = await deps.store.readStream(documentStream(spec.kind, id));
      const state = events.reduce<DocumentState<K>>((folded, event) => decider.evolve(folded, event as never), decider.initialState());
      return state.status === 'present' ? state.fields : undefined;
    }

    /** Whether another document holds the slug and still uses it (a claim it no longer uses is taken over). */
    async function slugUser(slug: string, id: number): Promise<number | null> {
      const holder = await slugHolder(deps.store, readModel, slug);
      if (holder === null || holder === id) return null;
      const fields = await currentFields(holder);
      return fields && spec.slug?.(fields) === slug ? holder : null;
    }

    /**
     * Refuses, with every problem by its field, a document that names what does not exist or takes a
     * slug in use: 409 when the slug taken is the only problem (another document holds it), 422 otherwise.
     */
    async function validate(id: number, fields: DocumentFieldsOf[K]): Promise<void> {
      const errors: Record<string, Localized> = { ...spec.rules?.(fields) };
      for (const reference of spec.references(fields)) {
        const unknown = await missing(deps.store, reference.of, reference.ids);
        if (unknown.length > 0) errors[reference.field] = unknownText(unknown);
      }
      const slug = spec.slug?.(fields);
      const slugTaken = slug !== undefined && (await slugUser(slug, id)) !== null;
      if (slugTaken) errors['content.slug'] = new SlugTaken(slug).fieldErrors!['content.slug']!;
      const fieldsWithErrors = Object.keys(errors);
      if (fieldsWithErrors.length > 0) {
        const first = errors[fieldsWithErrors[0]!]!;
        const status = fieldsWithErrors.length === 1 && fieldsWithErrors[0] === 'content.slug' && slugTaken ? REFUSAL_STATUS.conflict : REFUSAL_STATUS.rule;
        throw new AppError('InvalidDocument', 'InvalidModelState', { fr: `${first.fr} (${fieldsWithErrors.join(', ')})`, en: `${first.en} (${fieldsWithErrors.join(', ')})` }, errors, status);
      }
    }

    const claim = async (ctx: CommandContext, slug: string, id: number) => {
      const holder = await slugHolder(deps.store, readModel, slug);
      const replacing = holder !== null && holder !== id && (await slugUser(slug, id)) === null ? holder : undefined;
      await ctx.handle(slugStream(readModel, slug), slugDecider, { type: 'ClaimSlug', data: { readModel: readModel, slug, id, now: ctx.now, ...(replacing !== undefined && { replacing }) } });
    };
    const release = (ctx: CommandContext, slug: string, id: number) =>
      ctx.handle(slugStream(readModel, slug), slugDecider, { type: 'ReleaseSlug', data: { readModel: readModel, slug, id, now: ctx.now } });

    /** Claims the new slug, appends the document's command, then gives back whichever slug it no longer holds. */
    async function save(ctx: CommandContext, id: number, command: DocumentCommand<K>, before: string | undefined, after: string | undefined) {
      if (after !== undefined && after !== before) await claim(ctx, after, id);
      try {
        await ctx.handle(documentStream(spec.kind, id), decider, command);
      } catch (error) {
        if (after !== undefined && after !== before) await release(ctx, after, id);
        throw error;
      }
      if (before !== undefined && before !== after) await release(ctx, before, id);
    }

    const answer = (id: number) => deps.readBack.catalogue.view(readModel, id) as Promise<Static<View> | null>;
    const notFound = (id: number) => new DocumentNotFound(spec.kind, id);
    // Declared for OpenAPI and serialization; the handlers cannot be checked against a view that is
    // a type parameter here, so tests/integration/contracts.test.ts checks every kind's answers.
    const response: Record<string, TSchema> = replies(spec.view, { command: true });

    app.post(spec.path, { config: { access: 'admin' }, schema: { tags, body: spec.input, response } }, async (request, reply) => {
      // A repeat of a request whose process died checks as the document it may already have made.
      const already = request.idempotency?.takeover ? request.idempotency.firstId(spec.idName) : undefined;
      await validate(already ?? 0, await spec.toFields(request.body, undefined, noId));
      return runCommand(deps, request, reply, {
        readModel: CATALOGUE_READ_MODEL,
        async act(ctx) {
          const fields = await spec.toFields(request.body, undefined, ctx.newId);
          const id = await ctx.newId(spec.idName);
          await save(ctx, id, { type: 'Add', data: { id, fields, now: ctx.now } }, undefined, spec.slug?.(fields));
          return id;
        },
        answer,
        notFound,
      });
    });

    app.put(`${spec.path}/:id`, { config: { access: 'admin' }, schema: { tags, params: IdParams, body: spec.input, response } }, async (request, reply) => {
      const { id } = request.params;
      const current = await currentFields(id);
      if (!current) throw notFound(id);
      await validate(id, await spec.toFields(request.body, current, noId));
      return runCommand(deps, request, reply, {
        readModel: CATALOGUE_READ_MODEL,
        async act(ctx) {
          const fields = await spec.toFields(request.body, current, ctx.newId);
          await save(ctx, id, { type: 'Change', data: { id, fields, now: ctx.now } }, spec.slug?.(current), spec.slug?.(fields));
          return id;
        },
        answer,
        notFound,
      });
    });

    app.delete(`${spec.path}/:id`, { config: { access: 'admin' }, schema: { tags, params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) => {
      const { id } = request.params;
      const users = spec.referencedAs ? await deps.readBack.catalogue.usedBy(spec.referencedAs, id) : [];
      if (users.length > 0) {
        const names = users.join(', ');
        throw new StateConflict('DocumentInUse', { fr: `Suppression impossible : encore utilisé par ${names}`, en: `Cannot delete: still used by ${names}` });
      }
      const current = await currentFields(id);
      return runCommand(deps, request, reply, {
        readModel: CATALOGUE_READ_MODEL,
        async act(ctx) {
          await save(ctx, id, { type: 'Remove', data: { id, now: ctx.now } }, current && spec.slug?.(current), undefined);
          return id;
        },
        answer: async () => ({ id }),
      });
    });
  };
}
