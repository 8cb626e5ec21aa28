import { AppError, handleCommand, ok, type Decider, type Localized } from '@plouf/infra';
import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { metadataOf, type CatalogueReference, type CommandApiDeps } from '../../deps.ts';
import { documentDecider, DocumentNotFound, type DocumentCommand, type DocumentState } from './decider.ts';
import { documentStream, type DocumentFieldsOf, type DocumentKind } from './events.ts';

/** An id a document names, which the read side must know. */
export interface Reference {
  field: string;
  of: CatalogueReference;
  ids: number[];
}

/** How one kind of document is written: its route, its body, and what is checked before saving. */
export interface DocumentKindSpec<K extends DocumentKind, Body extends TSchema> {
  kind: K;
  /** `/Piscine`. */
  path: string;
  readModel: string;
  /** The id sequence new documents take their id from. */
  idName: string;
  body: Body;
  /** The stored fields for a valid body: HTML cleaned, new lesson templates numbered. */
  toFields(body: Static<Body>, current: DocumentFieldsOf[K] | undefined, deps: CommandApiDeps): Promise<DocumentFieldsOf[K]>;
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

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const unknownText = (ids: number[]): Localized => ({ fr: `Identifiant inconnu : ${ids.join(', ')}`, en: `Unknown id: ${ids.join(', ')}` });
const slugTakenText = (slug: string): Localized => ({ fr: `L'adresse « ${slug} » est déjà prise`, en: `The address "${slug}" is already taken` });

/**
 * POST, PUT {id} and DELETE {id} of one kind of catalogue document, for the platform administrator.
 * Each answers with the document as the read side shows it after the change.
 */
export function documentRoutes<K extends DocumentKind, Body extends TSchema>(spec: DocumentKindSpec<K, Body>): FastifyPluginAsyncTypebox<CommandApiDeps> {
  const decider = (spec.decider ?? documentDecider(spec.kind)) as Decider<DocumentCommand<K>, { type: string; data: unknown }, DocumentState<K>>;
  const tags = [spec.path.slice(1)];

  return async (app, deps) => {
    const now = deps.now ?? (() => new Date());

    /** Refuses, with every problem by its field, a document the read side could not show whole. */
    async function validate(id: number, fields: DocumentFieldsOf[K]): Promise<void> {
      const errors: Record<string, Localized> = { ...spec.rules?.(fields) };
      for (const reference of spec.references(fields)) {
        const unknown = await deps.readBack.catalogue.unknown(reference.of, [...new Set(reference.ids)]);
        if (unknown.length > 0) errors[reference.field] = unknownText(unknown);
      }
      const slug = spec.slug?.(fields);
      if (slug !== undefined) {
        const owner = await deps.readBack.catalogue.slugOwner(spec.readModel, slug);
        if (owner !== null && owner !== id) errors['content.slug'] = slugTakenText(slug);
      }
      const fieldsWithErrors = Object.keys(errors);
      if (fieldsWithErrors.length > 0) {
        const first = errors[fieldsWithErrors[0]!]!;
        throw new AppError('InvalidDocument', 'InvalidModelState', { fr: `${first.fr} (${fieldsWithErrors.join(', ')})`, en: `${first.en} (${fieldsWithErrors.join(', ')})` }, errors);
      }
    }

    async function answer(id: number, position: bigint | undefined) {
      if (position !== undefined) await deps.waiter.waitFor(spec.readModel, position);
      const view = await deps.readBack.catalogue.view(spec.readModel, id);
      if (!view) throw new DocumentNotFound(spec.kind, id);
      return ok(view);
    }

    async function currentFields(id: number): Promise<DocumentFieldsOf[K] | undefined> {
      const events = await deps.store.readStream(documentStream(spec.kind, id));
      const state = events.reduce<DocumentState<K>>((folded, event) => decider.evolve(folded, event as never), decider.initialState());
      return state.status === 'present' ? state.fields : undefined;
    }

    app.post(spec.path, { config: { access: 'admin' }, schema: { tags, body: spec.body } }, async (request) => {
      const fields = await spec.toFields(request.body, undefined, deps);
      // Checked before the id is taken (no document has id 0), so a refused save uses up no id.
      await validate(0, fields);
      const id = await deps.ids.next(spec.idName);
      const at = now();
      const { position } = await handleCommand(deps.store, documentStream(spec.kind, id), decider, { type: 'Add', data: { id, fields, now: at.toISOString() } }, metadataOf(request, at));
      return answer(id, position);
    });

    app.put(`${spec.path}/:id`, { config: { access: 'admin' }, schema: { tags, params: IdParams, body: spec.body } }, async (request) => {
      const { id } = request.params;
      const current = await currentFields(id);
      if (!current) throw new DocumentNotFound(spec.kind, id);
      const fields = await spec.toFields(request.body, current, deps);
      await validate(id, fields);
      const at = now();
      const { position } = await handleCommand(deps.store, documentStream(spec.kind, id), decider, { type: 'Change', data: { id, fields, now: at.toISOString() } }, metadataOf(request, at));
      return answer(id, position);
    });

    app.delete(`${spec.path}/:id`, { config: { access: 'admin' }, schema: { tags, params: IdParams } }, async (request) => {
      const { id } = request.params;
      const users = spec.referencedAs ? await deps.readBack.catalogue.usedBy(spec.referencedAs, id) : [];
      if (users.length > 0) {
        const names = users.join(', ');
        throw new AppError('DocumentInUse', 'InvalidModelState', { fr: `Suppression impossible : encore utilisé par ${names}`, en: `Cannot delete: still used by ${names}` });
      }
      const at = now();
      const { position } = await handleCommand(deps.store, documentStream(spec.kind, id), decider, { type: 'Remove', data: { id, now: at.toISOString() } }, metadataOf(request, at));
      if (position !== undefined) await deps.waiter.waitFor(spec.readModel, position);
      return ok({ id });
    });
  };
}
