/**
 * The web contract: every `/webapi` answer is `{ resultCode, data }`; on a non-Ok code,
 * `data.errorMessage` says what is wrong in the caller's language.
 */
export const RESULT_CODES = [
  'Ok',
  'ResultCodeNotProvided',
  'FileNotFound',
  'UnauhtorizedUser',
  'AccessForbidden',
  'UnauthorizedMethod',
  'InvalidModelState',
  'InternalException',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const HTTP_STATUS: Record<ResultCode, number> = {
  Ok: 200,
  ResultCodeNotProvided: 500,
  FileNotFound: 404,
  UnauhtorizedUser: 401,
  AccessForbidden: 403,
  UnauthorizedMethod: 405,
  InvalidModelState: 400,
  InternalException: 500,
};

export type Language = 'fr' | 'en';
export type Localized = Record<Language, string>;

export interface ErrorData {
  errorMessage: string;
  /**
   * Which refusal it is, for a client that acts on the reason (issue 41): set by the refusals that
   * say it (`namesItsCode`), beside the spec's `resultCode`, which stays as the spec spells it.
   */
  errorCode?: string;
  /** Field name → message, for `InvalidModelState` answers. */
  errors?: Record<string, string>;
}

/** `{ resultCode: 'Ok', data }`: the answer of every successful call. */
export const ok = <T>(data: T) => ({ resultCode: 'Ok' as const, data });

/**
 * An error the caller can act on: a stable `code`, the result code it maps to, and its message in
 * every language. Domain errors extend it (`class ContactNotFound extends AppError`); a refusal by
 * the rules extends {@link StateConflict} (409) or {@link RuleRefused} (422), not `AppError` with
 * `InvalidModelState` alone, which answers 400: a malformed request.
 *
 * @example
 * throw new AppError('ContactNotFound', 'FileNotFound', { fr: 'Contact introuvable', en: 'Contact not found' });
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly resultCode: Exclude<ResultCode, 'Ok'>,
    readonly messages: Localized,
    readonly fieldErrors?: Record<string, Localized>,
    /** When the HTTP status says more than the result code's own (429 too many, 409/422 a refusal by the rules). */
    readonly httpStatus?: number,
  ) {
    super(messages.en);
    this.name = code;
  }

  /** Whether the answer names the refusal (`data.errorCode`): one of several reasons a client tells apart. */
  get namesItsCode(): boolean {
    return false;
  }

  get status(): number {
    return this.httpStatus ?? HTTP_STATUS[this.resultCode];
  }

  toData(language: Language): ErrorData {
    const data: ErrorData = { errorMessage: this.messages[language] };
    if (this.namesItsCode) data.errorCode = this.code;
    if (this.fieldErrors) {
      data.errors = Object.fromEntries(Object.entries(this.fieldErrors).map(([field, text]) => [field, text[language]]));
    }
    return data;
  }
}

/**
 * The HTTP status of a refusal (docs/adr/0025-operations.md, "HTTP status of refusals"). The
 * envelope says `InvalidModelState` for the three; the status tells monitoring a busy night (409s)
 * or a screen letting through what the rules refuse (422s) from a broken client (400s).
 * - `malformed` (400): the request itself is wrong: its schema, a type, a format, a part missing.
 * - `conflict` (409): well-formed, refused by the state of things as they stand: full, already
 *   done or taken, no longer (or not yet) possible, changed meanwhile. At another moment it may pass.
 * - `rule` (422): well-formed, refused by the rules whatever the state: a period backwards, a scale
 *   of 7 steps, a child too young. The values must change.
 */
export const REFUSAL_STATUS = { malformed: 400, conflict: 409, rule: 422 } as const;
export type RefusalKind = keyof typeof REFUSAL_STATUS;

/**
 * A well-formed request refused by the state of things (HTTP 409): the lesson is full, the order
 * already paid, the slug taken, the term over.
 *
 * @example
 * export class CourseFull extends StateConflict { constructor() { super('CourseFull', { fr: 'Ce cours est complet', en: 'This lesson is full' }); } }
 */
export class StateConflict extends AppError {
  constructor(code: string, messages: Localized, fieldErrors?: Record<string, Localized>) {
    super(code, 'InvalidModelState', messages, fieldErrors, REFUSAL_STATUS.conflict);
  }
}

/**
 * A well-formed request refused by the rules, whatever the state (HTTP 422): a closure ending in
 * the past, a scale of 7 steps, a rating off the scale.
 *
 * @example
 * throw new RuleRefused('ScaleInvalid', { fr: 'L’échelle a de 2 à 6 échelons', en: 'The scale has 2 to 6 steps' });
 */
export class RuleRefused extends AppError {
  constructor(code: string, messages: Localized, fieldErrors?: Record<string, Localized>) {
    super(code, 'InvalidModelState', messages, fieldErrors, REFUSAL_STATUS.rule);
  }
}

/**
 * A conflict that is not the request's answer (HTTP 409 with `Retry-After`): another checkout of the
 * family under way, the same request still running. The idempotency store does not keep it, and the
 * same request sent again with its key runs again; every other refusal is kept as the key's answer.
 */
export class TryAgain extends AppError {
  constructor(
    code: string,
    messages: Localized,
    readonly retryAfterSeconds = 1,
  ) {
    super(code, 'InvalidModelState', messages, undefined, REFUSAL_STATUS.conflict);
  }
}

/** The caller's language: `?lang=`, else the first of `Accept-Language` we speak, else French. */
export function pickLanguage(acceptLanguage: string | undefined, explicit?: string): Language {
  if (explicit === 'en' || explicit === 'fr') return explicit;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'fr';
}

/**
 * A field refused for what it holds, field by field, summed up as schema refusals are, and with
 * their status (400): what the schema cannot say (a NUL byte, a number coerced to infinity).
 */
export class FieldRefused extends AppError {
  constructor(code: string, field: string, text: Localized) {
    super(code, 'InvalidModelState', { fr: `Données invalides : ${field} — ${text.fr}`, en: `Invalid data: ${field} — ${text.en}` }, { [field]: text });
  }
}

/** Text with a NUL, or half a surrogate pair: PostgreSQL cannot store it and no person types it. */
export class ForbiddenText extends FieldRefused {
  constructor(field: string) {
    super('ForbiddenCharacter', field, { fr: 'Caractère interdit (caractère nul ou mal encodé)', en: 'Forbidden character (null or badly encoded)' });
  }
}

/** A state-changing call from a page of another site (infra/src/http/origin.ts). */
export class ForeignOrigin extends AppError {
  constructor() {
    super('ForeignOrigin', 'AccessForbidden', { fr: "Refusé : cette demande vient d'un autre site", en: 'Refused: this request comes from another site' });
  }
}

/** A family asked for another family's data: refused, whatever id it put in the request. */
export class NotYourFamily extends AppError {
  constructor() {
    super('NotYourFamily', 'AccessForbidden', { fr: 'Accès refusé : ces données ne sont pas les vôtres', en: 'Access denied: this data is not yours' });
  }
}

/**
 * Too many requests for now: HTTP 429 with `Retry-After`, never a refusal of the person for good.
 *
 * @example
 * throw new TooManyRequests(60);
 */
export class TooManyRequests extends AppError {
  /** `reason`: another way to go on than waiting (a login that needs the mailed link), with its code. */
  constructor(
    readonly retryAfterSeconds: number,
    reason?: { code: string; messages: Localized },
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      reason?.code ?? 'TooManyRequests',
      'AccessForbidden',
      reason?.messages ?? {
        fr: `Trop de tentatives ; réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}`,
        en: `Too many attempts; try again in ${minutes} minute${minutes > 1 ? 's' : ''}`,
      },
      undefined,
      429,
    );
  }
}
