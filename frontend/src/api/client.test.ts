import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend, configureApi, keptRefusal, wasRefused } from './client.ts';

type FetchArgs = [string, RequestInit];

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const calls: FetchArgs[] = [];
  let reply: () => Promise<Response>;

  beforeEach(() => {
    calls.length = 0;
    reply = async () => answer({ resultCode: 'Ok', data: [1, 2] });
    configureApi({ language: 'fr', defaultErrorMessage: 'Erreur de communication avec le serveur' });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return reply();
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls under /webapi with the language and the session cookie, and returns data', async () => {
    configureApi({ language: 'en', defaultErrorMessage: 'Could not reach the server' });
    await expect(apiGet('/Contact/filter', { query: { from: 'a', to: 'b' } })).resolves.toEqual([1, 2]);
    const [url, init] = calls[0]!;
    expect(url).toBe('/webapi/Contact/filter?from=a&to=b');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('shares identical GET requests while they are in flight', async () => {
    const [first, second] = await Promise.all([apiGet('/Activity'), apiGet('/Activity')]);
    expect(first).toEqual(second);
    expect(calls).toHaveLength(1);
    await apiGet('/Activity');
    expect(calls).toHaveLength(2);
  });

  it('does not share when asked for a fresh answer', async () => {
    await Promise.all([apiGet('/Activity'), apiGet('/Activity', { share: false })]);
    expect(calls).toHaveLength(2);
  });

  it('sends a JSON body', async () => {
    reply = async () => answer({ resultCode: 'Ok', data: { ids: [3] } });
    await expect(apiSend('PUT', '/Contact/execute', { action: 'delete', ids: [3] })).resolves.toEqual({ ids: [3] });
    const [, init] = calls[0]!;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"action":"delete","ids":[3]}');
  });

  it('turns a non-Ok answer into an ApiError with the server message and field errors', async () => {
    reply = async () =>
      answer({ resultCode: 'InvalidModelState', data: { errorMessage: 'Activité inconnue : 99', errors: { acyIds: 'Activité inconnue : 99' } } }, 400);
    const error = await apiSend('POST', '/Contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      resultCode: 'InvalidModelState',
      message: 'Activité inconnue : 99',
      serverMessage: 'Activité inconnue : 99',
      fieldErrors: { acyIds: 'Activité inconnue : 99' },
    });
  });

  it('shows a refusal by the rules (409, 422) as a malformed request (400): the envelope’s message and fields, whatever the status', async () => {
    for (const status of [400, 409, 422]) {
      reply = async () => answer({ resultCode: 'InvalidModelState', data: { errorMessage: 'Ce cours est complet', errors: { crsId: 'Complet' } } }, status);
      const error = await apiSend('POST', '/Cours/inscription', {}).catch((caught: unknown) => caught);
      expect(error, String(status)).toMatchObject({ resultCode: 'InvalidModelState', message: 'Ce cours est complet', serverMessage: 'Ce cours est complet', fieldErrors: { crsId: 'Complet' }, status });
    }
  });

  it('keeps the refusal’s code when the server names it (data.errorCode), and none otherwise', async () => {
    reply = async () => answer({ resultCode: 'InvalidModelState', data: { errorMessage: 'Votre commande n° 30 est en partie réglée à l’accueil', errorCode: 'WaitingAtDesk' } }, 409);
    expect(await apiSend('POST', '/Commande/checkout', {}).catch((caught: unknown) => caught)).toMatchObject({ resultCode: 'InvalidModelState', status: 409, errorCode: 'WaitingAtDesk' });
    reply = async () => answer({ resultCode: 'InvalidModelState', data: { errorMessage: 'Ce cours est complet' } }, 409);
    expect(((await apiSend('POST', '/Cours/inscription', {}).catch((caught: unknown) => caught)) as ApiError).errorCode).toBeUndefined();
  });

  it('takes a refusal as the key’s answer (a new action needs a new key), unless it says to try again', async () => {
    const refusedWith = async (status: number, headers: Record<string, string> = {}) => {
      reply = async () => new Response(JSON.stringify({ resultCode: 'InvalidModelState', data: { errorMessage: 'Non' } }), { status, headers: { 'Content-Type': 'application/json', ...headers } });
      const key = `key-${status}-${Object.keys(headers).length}`;
      const error = await apiSend('POST', '/Cours/inscription', {}, { idempotencyKey: key }).catch((caught: unknown) => caught);
      return { kept: keptRefusal(error), refused: wasRefused(key), retryAfter: (error as ApiError).retryAfterSeconds };
    };
    expect(await refusedWith(400)).toEqual({ kept: true, refused: true, retryAfter: undefined });
    expect(await refusedWith(409)).toEqual({ kept: true, refused: true, retryAfter: undefined });
    expect(await refusedWith(422)).toEqual({ kept: true, refused: true, retryAfter: undefined });
    // Another checkout under way, the same request still running: the same key may go again.
    expect(await refusedWith(409, { 'Retry-After': '1' })).toEqual({ kept: false, refused: false, retryAfter: 1 });
    expect(await refusedWith(429, { 'Retry-After': '60' })).toEqual({ kept: false, refused: false, retryAfter: 60 });
  });

  it('treats an Ok HTTP status with a non-Ok code as a failure', async () => {
    reply = async () => answer({ resultCode: 'AccessForbidden', data: {} });
    await expect(apiGet('/Contact')).rejects.toMatchObject({ resultCode: 'AccessForbidden', message: 'Erreur de communication avec le serveur' });
  });

  it('falls back to the default message without an envelope or a network', async () => {
    reply = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(apiGet('/Activity')).rejects.toMatchObject({ resultCode: 'BadResponse', message: 'Erreur de communication avec le serveur' });
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiGet('/Activity')).rejects.toMatchObject({ resultCode: 'NetworkError' });
  });

  it('resends a command after a lost answer with the same Idempotency-Key, so the server acts once', async () => {
    let attempts = 0;
    reply = async () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('connection reset');
      return answer({ resultCode: 'Ok', data: { id: 7 } });
    };
    await expect(apiSend('POST', '/Contact', { ctcMail: 'a@b.fr' }, { idempotencyKey: 'key-of-this-action' })).resolves.toEqual({ id: 7 });
    expect(calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-of-this-action', 'key-of-this-action', 'key-of-this-action']);
  });

  it('does not resend what the server cannot recognise as a repeat', async () => {
    reply = async () => {
      throw new TypeError('connection reset');
    };
    await expect(apiSend('PUT', '/Authenticate', {}, { resend: false })).rejects.toMatchObject({ resultCode: 'NetworkError' });
    expect(calls).toHaveLength(1);
  });

  it('reads back what a 202 (stored, read model late) names, once it shows', async () => {
    const accepted = { accepted: true, id: 4, readModel: 'catalogue', position: '9', message: 'Enregistré' };
    const answers = [answer({ resultCode: 'Ok', data: accepted }, 202), answer({ resultCode: 'FileNotFound', data: { errorMessage: 'Introuvable' } }, 404), answer({ resultCode: 'Ok', data: { id: 4, libelle: 'Lilas' } })];
    reply = async () => answers.shift()!;
    await expect(apiSend('POST', '/Piscine', {}, { readBack: (done) => `/Piscine/${done.id}` })).resolves.toEqual({ id: 4, libelle: 'Lilas' });
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['POST /webapi/Piscine', 'GET /webapi/Piscine/4', 'GET /webapi/Piscine/4']);
  });
});
