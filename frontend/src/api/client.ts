/**
 * The only HTTP client of the front end. Every call goes under `/webapi` and is answered
 * `{ resultCode, data }`; only `Ok` is a success, anything else becomes an {@link ApiError}
 * carrying the server's `data.errorMessage` (in the language sent as `Accept-Language`).
 */
export type Language = 'fr' | 'en';

export type ResultCode =
  | 'Ok'
  | 'ResultCodeNotProvided'
  | 'FileNotFound'
  | 'UnauhtorizedUser'
  | 'AccessForbidden'
  | 'UnauthorizedMethod'
  | 'InvalidModelState'
  | 'InternalException';

interface Envelope {
  resultCode: string;
  data: unknown;
}

interface ErrorData {
  errorMessage?: unknown;
  errors?: unknown;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** The server's result code, or `NetworkError` / `BadResponse` when there was no envelope. */
    readonly resultCode: ResultCode | 'NetworkError' | 'BadResponse',
    /** What the server said, when it said something; screens fall back to their own text. */
    readonly serverMessage: string | undefined,
    /** `InvalidModelState`: field name → message. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const settings = { language: 'fr' as Language, defaultErrorMessage: 'Erreur de communication avec le serveur' };

/** Called by the i18n provider: the language sent with every call and the fallback error text. */
export function configureApi(options: { language: Language; defaultErrorMessage: string }): void {
  settings.language = options.language;
  settings.defaultErrorMessage = options.defaultErrorMessage;
}

/** The language calls are made in (`Accept-Language`). */
export function currentLanguage(): Language {
  return settings.language;
}

export type Query = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `/webapi${path.startsWith('/') ? path : `/${path}`}${suffix}`;
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * GET a resource. Identical requests already in flight share one network call (spec §7);
 * `share: false` forces a fresh call, e.g. after a live change notice.
 *
 * @example
 * const activities = await apiGet<Activity[]>('/Activity');
 */
export function apiGet<T>(path: string, options: { query?: Query; share?: boolean } = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  if (options.share === false) return call<T>('GET', url);
  const key = `${settings.language} ${url}`;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = call<T>('GET', url).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

export function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return call<T>(method, apiUrl(path), body);
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': settings.language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(settings.defaultErrorMessage, 'NetworkError', undefined);
  }
  const envelope = await readEnvelope(response);
  if (!envelope) throw new ApiError(settings.defaultErrorMessage, 'BadResponse', undefined);
  if (envelope.resultCode === 'Ok') return envelope.data as T;
  const data = (envelope.data ?? {}) as ErrorData;
  const serverMessage = typeof data.errorMessage === 'string' && data.errorMessage ? data.errorMessage : undefined;
  throw new ApiError(
    serverMessage ?? settings.defaultErrorMessage,
    envelope.resultCode as ResultCode,
    serverMessage,
    readFieldErrors(data.errors),
  );
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const json: unknown = await response.json();
    if (json && typeof json === 'object' && typeof (json as Envelope).resultCode === 'string') return json as Envelope;
  } catch {
    // Not JSON (a proxy error page, an empty body): reported as a bad response below.
  }
  return undefined;
}

function readFieldErrors(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
