import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Language, Localized } from './result.ts';

type Params = Record<string, unknown>;

const MESSAGES: Record<string, (params: Params) => Localized> = {
  required: () => ({ fr: 'Ce champ est requis', en: 'This field is required' }),
  minLength: (p) =>
    p.limit === 1
      ? { fr: 'Ce champ est requis', en: 'This field is required' }
      : { fr: `Au moins ${String(p.limit)} caractères`, en: `At least ${String(p.limit)} characters` },
  maxLength: (p) => ({ fr: `Au plus ${String(p.limit)} caractères`, en: `At most ${String(p.limit)} characters` }),
  minimum: (p) => ({ fr: `Doit valoir au moins ${String(p.limit)}`, en: `Must be at least ${String(p.limit)}` }),
  maximum: (p) => ({ fr: `Doit valoir au plus ${String(p.limit)}`, en: `Must be at most ${String(p.limit)}` }),
  minItems: (p) => ({ fr: `Au moins ${String(p.limit)} élément(s)`, en: `At least ${String(p.limit)} item(s)` }),
  maxItems: (p) => ({ fr: `Au plus ${String(p.limit)} éléments`, en: `At most ${String(p.limit)} items` }),
  type: (p) => ({ fr: `Valeur invalide (${typeName(p.type, 'fr')} attendu)`, en: `Invalid value (${typeName(p.type, 'en')} expected)` }),
  enum: () => ({ fr: 'Valeur non autorisée', en: 'Value not allowed' }),
  const: () => ({ fr: 'Valeur non autorisée', en: 'Value not allowed' }),
  anyOf: () => ({ fr: 'Valeur non autorisée', en: 'Value not allowed' }),
  additionalProperties: (p) => ({ fr: `Champ inconnu : ${String(p.additionalProperty)}`, en: `Unknown field: ${String(p.additionalProperty)}` }),
  format: (p) =>
    p.format === 'email'
      ? { fr: "Le format de l'email est invalide", en: 'The email format is invalid' }
      : p.format === 'date-time' || p.format === 'date' || p.format === 'day'
        ? { fr: 'Date invalide', en: 'Invalid date' }
        : { fr: 'Format invalide', en: 'Invalid format' },
  // '\\S' is how a schema says "not only blanks": for a person that is a missing field.
  pattern: (p) => (p.pattern === '\\S' ? { fr: 'Ce champ est requis', en: 'This field is required' } : { fr: 'Format invalide', en: 'Invalid format' }),
};

function typeName(type: unknown, language: Language): string {
  const names: Record<string, Localized> = {
    integer: { fr: 'nombre entier', en: 'whole number' },
    number: { fr: 'nombre', en: 'number' },
    string: { fr: 'texte', en: 'text' },
    boolean: { fr: 'vrai ou faux', en: 'true or false' },
    array: { fr: 'liste', en: 'list' },
    object: { fr: 'objet', en: 'object' },
  };
  return names[String(type)]?.[language] ?? String(type);
}

/**
 * The field an ajv error is about, as a dotted path: `/ctcMail` → `ctcMail`, `/content/slug` →
 * `content.slug`, `/acyIds/0` → `acyIds` (an item of a list is its list), a missing one by name.
 */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Params;
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  while (path.length > 1 && /^\d+$/.test(path[path.length - 1]!)) path.pop();
  return path.length > 0 ? path.join('.') : context;
}

/**
 * Turns schema validation errors into one message per field, in the caller's language.
 *
 * @example
 * toFieldErrors(error.validation, 'body', 'fr') // { ctcMail: "Le format de l'email est invalide" }
 */
export function toFieldErrors(errors: FastifySchemaValidationError[], context: string, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  // A nullable field fails both branches of its union: "not null" and the union itself say
  // nothing useful when the other branch says why (below -90, not a date…).
  const telling = (error: FastifySchemaValidationError) => !(error.keyword === 'anyOf' || (error.keyword === 'type' && (error.params as Params).type === 'null'));
  for (const error of [...errors.filter(telling), ...errors.filter((error) => !telling(error))]) {
    const field = fieldOf(error, context);
    if (fields[field]) continue;
    const message = MESSAGES[error.keyword]?.(error.params as Params) ?? { fr: 'Valeur invalide', en: 'Invalid value' };
    fields[field] = message[language];
  }
  return fields;
}

/** One line for `data.errorMessage`: `Données invalides : ctcMail — Le format de l'email est invalide`. */
export function summarize(fields: Record<string, string>, language: Language): string {
  const [head, separator] = language === 'fr' ? ['Données invalides : ', ' ; '] : ['Invalid data: ', '; '];
  return head + Object.entries(fields).map(([field, message]) => `${field} — ${message}`).join(separator);
}

// A NUL, or half of a UTF-16 surrogate pair: text PostgreSQL cannot store and no person types.
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path of the first string (or object key) in `value` holding a NUL or a lone surrogate,
 * or undefined when there is none. Checked on every request before its schema, so such text never
 * reaches a handler or the database.
 *
 * @example
 * forbiddenTextAt({ ctcMessage: 'hi\u0000' }) // 'ctcMessage'
 */
export function forbiddenTextAt(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path.join('.') || 'body' : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = forbiddenTextAt(item, path, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return [...path, 'key'].join('.');
    const found = forbiddenTextAt(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The dotted path of the first number in `value` that is not finite. Schema coercion turns a text
 * like `1e309` into Infinity, which then passes every bound (ajv skips bounds for non-finite
 * numbers); this catches it after validation, before any handler.
 */
export function nonFiniteAt(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path.join('.') || 'body';
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value)) {
    const found = nonFiniteAt(item, Array.isArray(value) ? path : [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

type SchemaNode = { type?: unknown; anyOf?: SchemaNode[]; items?: SchemaNode; properties?: Record<string, SchemaNode> };

const isInteger = (schema: SchemaNode | undefined): boolean =>
  !!schema && (schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isInteger)) || (schema.type === 'array' && isInteger(schema.items)));

const WHOLE_NUMBER = /^-?[0-9]+$/;

/**
 * For a path's or a query's schema, a check that its whole numbers are written with digits only
 * (and a leading minus): schema coercion would read `0x1`, `1e0`, `+1` or ` 1` as 1, so one
 * resource would answer to many spellings. Undefined when the schema takes no whole number.
 * Answers the ajv error a wrong type gives (`type`, integer expected), or null when all is well.
 *
 * @example
 * digitsOnly({ properties: { id: { type: 'integer' } } })?.({ id: '0x1' }) // [{ keyword: 'type', instancePath: '/id', … }]
 */
export function digitsOnly(schema: unknown): ((data: unknown) => FastifySchemaValidationError[] | null) | undefined {
  const properties = (schema as SchemaNode | undefined)?.properties;
  if (!properties) return undefined;
  const names = Object.keys(properties).filter((name) => isInteger(properties[name]));
  if (names.length === 0) return undefined;
  return (data) => {
    if (!data || typeof data !== 'object') return null;
    for (const name of names) {
      const value = (data as Record<string, unknown>)[name];
      for (const text of Array.isArray(value) ? value : [value]) {
        if (typeof text === 'string' && !WHOLE_NUMBER.test(text)) {
          return [{ keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type: 'integer' }, message: 'must be integer' }];
        }
      }
    }
    return null;
  };
}
