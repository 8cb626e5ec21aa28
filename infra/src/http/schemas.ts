/**
 * The building blocks of every resource's contract (`command-api/src/<resource>/contract.ts`):
 * bounded ids and numbers, texts, calendar days, the `{ resultCode, data }` envelope and paged
 * lists. Pure TypeBox, no Node: the front end imports the types derived from these.
 *
 * Every number is bounded and every id fits PostgreSQL's `integer`: an input the database could not
 * store is refused at the edge with `InvalidModelState`, never discovered as a server error.
 */
import { ROLES } from '../auth/roles.ts';
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

/** The largest PostgreSQL `integer`, the type of every id. */
export const MAX_ID = 2_147_483_647;

/** An entity's id: a positive integer that fits PostgreSQL's `integer`. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `{ id }` in a path: `/Piscine/{id}`. */
export const IdParams = Type.Object({ id: Id });

/**
 * Ids written as one text, `3,1,2` (a path such as `PUT /Activity/ordre/{ids}`): each one an {@link Id},
 * checked by the `id-list` format the HTTP app registers ({@link isIdListText}).
 */
export const IdListText = (maxLength = 2000) => Type.String({ format: 'id-list', pattern: '^[1-9]\\d{0,9}(,[1-9]\\d{0,9})*$', maxLength });

/** `3,1,2`: whole numbers from 1 to {@link MAX_ID}, separated by commas. */
export function isIdListText(value: string): boolean {
  return /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/.test(value) && value.split(',').every((id) => Number(id) <= MAX_ID);
}

/** A list of ids, empty when absent. */
export const IdList = (maxItems = 200) => Type.Array(Id, { maxItems, default: [] });

/** A whole number between two bounds. */
export const Int = (minimum: number, maximum: number, options: { default?: number; description?: string } = {}) => Type.Integer({ minimum, maximum, ...options });

/** Free text, empty when absent. */
export const Text = (maxLength: number) => Type.String({ maxLength, default: '' });

/** A text a person must fill in: at least one character that is not a blank. */
export const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A person's or a family's name. */
export const Name = Required(100);

/** A new password: the spec's rule, at least 8 characters. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 200 });

/**
 * A calendar day `YYYY-MM-DD` that exists (no 30 February), between 1900 and 2199: the `day`
 * format the HTTP app registers ({@link isCalendarDay}).
 */
export const Day = Type.String({ format: 'day', maxLength: 10 });

/** A moment, ISO 8601 with its offset (`2026-11-23T10:00:00Z`). */
export const Moment = Type.String({ format: 'date-time', maxLength: 40 });

/** Schema or null; null first, so that type coercion keeps a null null instead of 0 or ''. */
export const Nullable = <T extends TSchema>(schema: T, options: { default?: null } = {}) => Type.Union([Type.Null(), schema], options);

/** What an answer says of a day or a moment: plain strings (`YYYY-MM-DD`, ISO 8601). */
export const DayText = Type.String({ description: 'YYYY-MM-DD' });
export const MomentText = Type.String({ description: 'ISO 8601 date-time' });

/** The fields every entity of the spec shares (§3). */
export const Entity = {
  id: Id,
  libelle: Type.String(),
  selected: Type.Boolean(),
  detailLoaded: Type.Boolean(),
} satisfies TProperties;

/** The answer of every successful call: `{ resultCode: 'Ok', data }`. */
export const Ok = <T extends TSchema>(data: T) => Type.Object({ resultCode: Type.Literal('Ok'), data });

/** The answer of every refusal: `data.errorMessage` in the caller's language, `data.errors` field by field. */
export const Refusal = Type.Object({
  resultCode: Type.Union(
    ['ResultCodeNotProvided', 'FileNotFound', 'UnauhtorizedUser', 'AccessForbidden', 'UnauthorizedMethod', 'InvalidModelState', 'InternalException'].map((code) => Type.Literal(code)),
  ),
  data: Type.Object({
    errorMessage: Type.String(),
    /** Which refusal, where a client tells several reasons apart (the erasure's): `ErasureBlocked`, `NoErasureRequest`… */
    errorCode: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});

/**
 * HTTP 202: the command succeeded and its events are stored, but the read model it answers from had
 * not caught up within the wait. The change will show; `id` names what was created or changed.
 */
export const Accepted = Type.Object({
  accepted: Type.Literal(true),
  id: Nullable(Id),
  readModel: Type.String(),
  position: Type.String({ description: '$all position of the command’s last event' }),
  message: Type.String(),
  /** Set when the read model is stopped on an event it cannot show (the change is stored all the same). */
  stopped: Type.Optional(Type.Object({ eventType: Type.String(), position: Type.String(), since: Type.String() })),
});
export type Accepted = Static<typeof Accepted>;

/**
 * The answers a route declares: its data on 200, {@link Accepted} on 202 for commands, the refusal
 * otherwise. The exact type matters: the route's handler is checked against it.
 */
export function replies<T extends TSchema>(data: T): { 200: ReturnType<typeof Ok<T>>; '4xx': typeof Refusal; '5xx': typeof Refusal };
export function replies<T extends TSchema>(data: T, options: { command: true }): { 200: ReturnType<typeof Ok<T>>; 202: ReturnType<typeof Ok<typeof Accepted>>; '4xx': typeof Refusal; '5xx': typeof Refusal };
export function replies<T extends TSchema>(data: T, options: { command?: boolean } = {}) {
  return options.command ? { 200: Ok(data), 202: Ok(Accepted), '4xx': Refusal, '5xx': Refusal } : { 200: Ok(data), '4xx': Refusal, '5xx': Refusal };
}

/** `?offset=&limit=` of a paged list. */
export const PageQuery = {
  offset: Int(0, 1_000_000, { default: 0 }),
  limit: Int(1, 200, { default: 50 }),
} satisfies TProperties;

/** One page of a long list, with how many there are in all. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }), offset: Type.Integer({ minimum: 0 }), limit: Type.Integer({ minimum: 1 }) });
export type Paged<T> = { items: T[]; total: number; offset: number; limit: number };

/** `{ id }`: what a delete answers. */
export const Deleted = Type.Object({ id: Id });

/** Empty body of a command that takes none. */
export const NoBody = Type.Object({});

/** Helper for contracts: an object schema with the shared entity fields first. */
export const EntityObject = <P extends TProperties>(properties: P, options: { description?: string } = {}): TObject<typeof Entity & P> =>
  Type.Object({ ...Entity, ...properties }, options);

/** True for `YYYY-MM-DD` naming a day that exists, from 1900 to 2199. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A role (spec §7), as a request or a view names it. */
export const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));

/** A name that says it holds ids: `id`, `famId`, `acyIds`. */
const ID_NAME = /^ids?$|Ids?$/;

/**
 * What a route's path parameters or query string would let through that the database cannot hold
 * (issue 41): a number with no bounds, a whole number past PostgreSQL's `integer`, a field named as
 * an id that is not an {@link Id} (an id spelled as text, `9999999999.pdf`, reaches SQL unchecked).
 * The HTTP app refuses to start a route whose schema has one: every id is bounded once, at the edge.
 *
 * @example
 * unboundedIds(Type.Object({ id: Id }));                 // []
 * unboundedIds(Type.Object({ file: Type.String() }));    // []
 * unboundedIds(Type.Object({ orderId: Type.String() })); // ['orderId: an id must be an Id (a whole number from 1 to 2147483647)']
 */
export function unboundedIds(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as { type?: unknown; minimum?: unknown; maximum?: unknown; exclusiveMinimum?: unknown; exclusiveMaximum?: unknown; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  const problems: string[] = [];
  const name = path.split('.').pop()!.replace(/\[\]$/, '');
  const types = ([] as unknown[]).concat(node.type ?? []);
  const numeric = types.includes('integer') || types.includes('number');
  const low = typeof node.minimum === 'number' ? node.minimum : typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum : undefined;
  const high = typeof node.maximum === 'number' ? node.maximum : typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum : undefined;
  if (numeric && (low === undefined || high === undefined)) problems.push(`${path}: a number with no bounds`);
  else if (types.includes('integer') && (low! < -MAX_ID - 1 || high! > MAX_ID)) problems.push(`${path}: a whole number past PostgreSQL's integer`);
  const idText = types.includes('string') && (node as { format?: unknown }).format === 'id-list';
  if (path && ID_NAME.test(name) && !numeric && !idText && !types.includes('array') && !types.includes('null') && !node.anyOf && !node.oneOf && !node.allOf) {
    problems.push(`${path}: an id must be an Id (a whole number from 1 to ${MAX_ID})`);
  }
  if (ID_NAME.test(name) && types.includes('integer') && (low === undefined || low < 1 || high === undefined || high > MAX_ID)) problems.push(`${path}: an id must be from 1 to ${MAX_ID}`);
  for (const [key, value] of Object.entries(node.properties ?? {})) problems.push(...unboundedIds(value, path ? `${path}.${key}` : key));
  if (node.items) problems.push(...unboundedIds(node.items, `${path}[]`));
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) problems.push(...unboundedIds(branch, path));
  return [...new Set(problems)];
}
