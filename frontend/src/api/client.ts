/**
 * The only HTTP client of the front end. Every call goes under `/webapi` and is answered
 * `{ resultCode, data }`; only `Ok` is a success, anything else becomes an {@link ApiError}
 * carrying the server's `data.errorMessage` (in the language sent as `Accept-Language`).
 */
import type { Accepted } from '@plouf/command-api/contracts';
import { randomSecret } from '../lib/randomSecret.ts';
import { maskSecrets, recordDebug } from './debugLog.ts';

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
  errorCode?: unknown;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /**
     * The server's result code; `NetworkError` / `BadResponse` when there was no envelope; `Pending`
     * when the change is stored but did not show within the wait.
     */
    readonly resultCode: ResultCode | 'NetworkError' | 'BadResponse' | 'Pending',
    /** What the server said, when it said something; screens fall back to their own text. */
    readonly serverMessage: string | undefined,
    /** `InvalidModelState`: field name → message. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /**
     * The HTTP status, when there was an answer. A refusal by the rules is 409 (by the state of
     * things: full, already done, changed meanwhile) or 422 (by the values), a malformed request 400;
     * every screen shows `serverMessage` alike, whatever the status. 429: too many attempts.
     */
    readonly status?: number,
    /** `Retry-After`, in seconds: "not now" (429, or a 409 the same request sent again may get past). */
    readonly retryAfterSeconds?: number,
    /** Which refusal it is (`data.errorCode`), for the refusals a screen tells apart (`WaitingAtDesk`…). */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const settings = { language: 'fr' as Language, defaultErrorMessage: 'Erreur de communication avec le serveur' };

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Server rendering (src/entry-server.tsx): the calls go to the server's own routes in-process
 * rather than over the network, where a relative URL means nothing.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

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

export interface SendOptions {
  /**
   * The user action this call carries out: the same key sent again (a double click, a retry after
   * a lost answer) is answered the first result and acts once. One is made per call when absent.
   */
  idempotencyKey?: string;
  /**
   * Where to read the result when the server answers 202 (the change is stored, its read model is
   * a moment late); null when there is nothing to read. Without it, a 202 resolves with the
   * {@link Accepted} answer itself, which the caller's type must then allow.
   */
  readBack?: (accepted: Accepted) => string | null;
  /**
   * Resend after a network failure (default). Off for the calls the server does not make
   * idempotent (a password change, a one-time link): a resend could not tell it was done.
   */
  resend?: boolean;
}

export type { Accepted };

/** A fresh key for one user action. */
export const newActionKey = () => randomSecret(32);

/**
 * Keys the server answered with a refusal. The server keeps that answer for the key (a repeat gets
 * it again), so the same action sent again after the user fixed what stood in the way is a new
 * action: it needs a new key (`useActionKey` and the cart ask here).
 */
const refusedKeys = new Set<string>();
export const wasRefused = (key: string) => refusedKeys.has(key);
/**
 * A refusal the server keeps as the key's answer (400, 409, 422…): not a failure of its own (5xx), a
 * limit (429) or a "try again" (`Retry-After`: another checkout under way, the same request still running).
 */
export const keptRefusal = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429 && error.retryAfterSeconds === undefined;

/** After a network failure the call is sent again, with the same key, this many times. */
const NETWORK_RETRIES = [300, 1000];
const READ_BACK_MS = 500;
const READ_BACK_TRIES = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A command. It carries an `Idempotency-Key`: when the connection drops before the answer arrives,
 * the same call is sent again (twice at most) and the server, recognising the key, acts once.
 *
 * @example
 * const pool = await apiSend<PoolView>('PUT', '/Piscine/3', input, { idempotencyKey: draftKey, readBack: () => '/Piscine/3' });
 */
export function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: SendOptions & { readBack: SendOptions['readBack'] }): Promise<T>;
export function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options?: SendOptions): Promise<T | Accepted>;
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options: SendOptions = {}): Promise<T | Accepted> {
  const key = options.idempotencyKey ?? newActionKey();
  for (let attempt = 0; ; attempt++) {
    try {
      const { status, data } = await exchange(method, apiUrl(path), body, key);
      if (status !== 202) return data as T;
      return (await readBack(data as Accepted, options)) as T;
    } catch (error) {
      if (keptRefusal(error)) refusedKeys.add(key);
      const retry = options.resend === false ? undefined : NETWORK_RETRIES[attempt];
      if (!(error instanceof ApiError) || error.resultCode !== 'NetworkError' || retry === undefined) throw error;
      await pause(retry);
    }
  }
}

/** Polls the result of an accepted command until its read model shows it. */
async function readBack(accepted: Accepted, options: SendOptions): Promise<unknown> {
  if (!options.readBack) return accepted;
  const path = options.readBack(accepted);
  if (!path) throw new ApiError(accepted.message, 'Pending', accepted.message);
  for (let tries = 0; tries < READ_BACK_TRIES; tries++) {
    await pause(READ_BACK_MS);
    try {
      return await apiGet(path, { share: false });
    } catch (error) {
      if (!(error instanceof ApiError) || error.resultCode !== 'FileNotFound') throw error;
    }
  }
  throw new ApiError(accepted.message, 'Pending', accepted.message);
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await exchange(method, url, body)).data as T;
}

/**
 * The position of the latest change this page's commands stored (`Plouf-Position`), sent back with
 * every call (`Plouf-After`): a command answers as soon as it has decided, and the next read waits on
 * the server until the read models show the change (read-your-writes, issue 42). Kept in the
 * browser only: a server rendering pages for everyone never sends a command.
 */
let written = 0n;
const POSITION = /^\d{1,18}$/;
function learnPosition(response: Response) {
  const header = response.headers.get('plouf-position');
  if (typeof window === 'undefined' || !header || !POSITION.test(header)) return;
  const position = BigInt(header);
  if (position > written) written = position;
}

async function exchange(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; data: unknown }> {
  const started = performance.now();
  let response: Response | undefined;
  let resultCode = 'NetworkError';
  try {
    response = await send(method, url, body, idempotencyKey);
    learnPosition(response);
    const envelope = await readEnvelope(response);
    resultCode = envelope?.resultCode ?? 'BadResponse';
    return answer(response, envelope);
  } finally {
    const requestId = response?.headers.get('x-request-id') ?? null;
    recordDebug({ kind: 'request', method, path: maskSecrets(url), status: response?.status ?? null, resultCode, requestId, ms: Math.round(performance.now() - started) });
  }
}

async function send(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': settings.language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (written > 0n) headers['Plouf-After'] = written.toString();
  try {
    return await transport(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(settings.defaultErrorMessage, 'NetworkError', undefined);
  }
}

function answer(response: Response, envelope: Envelope | undefined): { status: number; data: unknown } {
  if (!envelope) throw new ApiError(settings.defaultErrorMessage, 'BadResponse', undefined);
  if (envelope.resultCode === 'Ok') return { status: response.status, data: envelope.data };
  const data = (envelope.data ?? {}) as ErrorData;
  const serverMessage = typeof data.errorMessage === 'string' && data.errorMessage ? data.errorMessage : undefined;
  const errorCode = typeof data.errorCode === 'string' && data.errorCode ? data.errorCode : undefined;
  throw new ApiError(serverMessage ?? settings.defaultErrorMessage, envelope.resultCode as ResultCode, serverMessage, readFieldErrors(data.errors), response.status, readRetryAfter(response), errorCode);
}

/** `Retry-After` in seconds (as the server sends it), or undefined without one. */
function readRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  return header && /^\d+$/.test(header) ? Number(header) : undefined;
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
