import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * What does not exist is refused (issue 41, items 5 and 16): an id past PostgreSQL's `integer`,
 * negative or not whole is refused at the edge on every route that takes one (a 4xx with the
 * envelope, never a server error); an activity, a pool or a family named that does not exist is
 * refused with the spec's code and a message that says which, in the caller's language. Runs on
 * PostgreSQL with `DATABASE_URL` (where `9999999999` was "integer out of range"), on PGlite otherwise.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `unknown-ids-${Date.now()}-${keys++}` });
let family: { famId: number; cookie: string; child: number };
let other: { famId: number; child: number };
let ids: { pool: number; activity: number };

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  ids = {
    pool: ((await app.call('GET', '/webapi/Piscine')).body.data as { id: number }[])[0]!.id,
    activity: ((await app.call('GET', '/webapi/Activity')).body.data as { id: number }[])[0]!.id,
  };
  const born = `${new Date().getUTCFullYear() - 8}-03-10`;
  const familyWithChild = async (email: string, prenom: string) => {
    const parent = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], prenom: 'Parent', nom: 'Inconnu' });
    const cookie = await app.login(email, 'famille-2026');
    const answer = await app.call('PUT', `/webapi/User/membre/${parent.famId}`, { cookie, body: { userEmail: '', userNom: 'Inconnu', userPrenom: prenom, usrDatbirth: born } });
    expect(answer.body.resultCode).toBe('Ok');
    return { famId: parent.famId, cookie, child: answer.body.data.id as number };
  };
  family = await familyWithChild('famille.ids@plouf.test', 'Adam');
  other = await familyWithChild('autre.ids@plouf.test', 'Léa');
}, 120_000);
afterAll(async () => app?.close());

const isEnvelope = (body: { resultCode?: unknown; data?: { errorMessage?: unknown } }) => typeof body.resultCode === 'string' && typeof body.data?.errorMessage === 'string';

describe('ids out of range, at the edge', () => {
  it('answers the invoice of an order past 32 bits, negative or not whole with 400 and the envelope', async () => {
    for (const id of ['9999999999', '2147483648', '-1', '1.5', '0']) {
      const answer = await app.call('GET', `/webapi/Facture/commande/${id}.pdf`, { cookie: admin });
      expect([id, answer.status, answer.body.resultCode, isEnvelope(answer.body)]).toEqual([id, 400, 'InvalidModelState', true]);
    }
    const unknown = await app.call('GET', '/webapi/Facture/commande/2147483647.pdf', { cookie: admin });
    expect([unknown.status, unknown.body.resultCode]).toEqual([404, 'FileNotFound']);
  });

  it('refuses an id out of range with a 4xx and the envelope on every route that takes one in its path or its query', async () => {
    const document = (await (await fetch(`${app.url}/webapi/openapi.json`)).json()) as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
    const failures: string[] = [];
    let probed = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (path === '/webapi/Authenticate' && method === 'delete') continue;
        const params = (operation.parameters ?? []).filter((parameter) => /^ids?$|Ids?$/.test(parameter.name) && (parameter.in === 'path' || parameter.in === 'query'));
        for (const parameter of params) {
          for (const value of ['9999999999', '-1', '1.5']) {
            const url =
              parameter.in === 'path'
                ? path.replace(/\{(\w+)\}/g, (_, name: string) => (name === parameter.name ? value : '1'))
                : `${path.replace(/\{(\w+)\}/g, '1')}?${parameter.name}=${value}`;
            const body = method === 'post' || method === 'put' ? {} : undefined;
            const answer = await app.call(method.toUpperCase(), url, { cookie: admin, headers: key(), ...(body && { body }) });
            probed += 1;
            if (answer.status < 400 || answer.status >= 500 || !isEnvelope(answer.body)) failures.push(`${method.toUpperCase()} ${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(100);
  }, 300_000);
});

describe('what does not exist, refused (issue 41)', () => {
  it('refuses a desk credit for an activity that does not exist', async () => {
    const answer = await app.call('POST', `/webapi/Family/credit/${family.famId}`, { cookie: admin, headers: key(), body: { usrId: family.child, acyIds: [ids.activity, 999_999_999], note: 'Geste' } });
    expect([answer.status, answer.body.resultCode]).toEqual([422, 'InvalidModelState']);
    expect(answer.body.data).toMatchObject({ errorMessage: 'Activité inconnue : 999999999', errors: { acyIds: 'Activité inconnue : 999999999' } });
    const english = await app.call('POST', `/webapi/Family/credit/${family.famId}`, { cookie: admin, language: 'en', headers: key(), body: { usrId: family.child, acyIds: [999_999_999], note: 'Geste' } });
    expect(english.body.data.errorMessage).toBe('Unknown activity: 999999999');
    expect((await app.call('POST', `/webapi/Family/credit/${family.famId}`, { cookie: admin, headers: key(), body: { usrId: family.child, acyIds: [ids.activity], note: 'Geste' } })).body.resultCode).toBe('Ok');
  });

  it('refuses the rules of a pool that does not exist', async () => {
    const rules = (await app.call('GET', '/webapi/Ecole/regles', { cookie: admin })).body.data as { school: object };
    const answer = await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: rules.school, pools: [{ psnId: ids.pool, waitlistCap: 3 }, { psnId: 999_999_999, waitlistCap: 2 }] } });
    expect([answer.status, answer.body.resultCode]).toEqual([422, 'InvalidModelState']);
    expect(answer.body.data.errorMessage).toBe('Piscine inconnue : 999999999');
    expect((await app.call('PUT', '/webapi/Ecole/regles', { cookie: admin, headers: key(), body: { school: rules.school, pools: [{ psnId: ids.pool, waitlistCap: 3 }] } })).body.resultCode).toBe('Ok');
  });

  it('says a term’s pool does not exist, not that the term overlaps another', async () => {
    const year = new Date().getUTCFullYear() + 3;
    const term = { libelle: 'Trimestre fantôme', englishName: '', firstDay: `${year}-01-05`, lastDay: `${year}-03-20`, opensAt: `${year - 1}-12-01T18:00:00Z` };
    const everywhere = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { ...term, psnId: null } });
    expect(everywhere.body.resultCode).toBe('Ok');
    const answer = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { ...term, psnId: 999_999_999 } });
    expect([answer.status, answer.body.resultCode, answer.body.data.errorMessage]).toEqual([422, 'InvalidModelState', 'Piscine inconnue : 999999999']);
    const changed = await app.call('PUT', `/webapi/Trimestre/${everywhere.body.data.id}`, { cookie: admin, headers: key(), body: { ...term, psnId: 999_999_999 } });
    expect([changed.status, changed.body.data.errorMessage]).toEqual([422, 'Piscine inconnue : 999999999']);
  });

  it('tells the desk a family it names is not found (404), and a member not of that family as such', async () => {
    const unknown = await app.call('POST', '/webapi/Family/credit/999999999', { cookie: admin, headers: key(), body: { usrId: family.child, acyIds: [], note: 'Geste' } });
    expect([unknown.status, unknown.body.resultCode, unknown.body.data.errorMessage]).toEqual([404, 'FileNotFound', 'La famille 999999999 est introuvable']);
    const card = await app.call('POST', '/webapi/Family/carte/999999999', { cookie: admin, headers: key(), body: { fftId: ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number }[])[0]!.id } });
    expect([card.status, card.body.resultCode]).toEqual([404, 'FileNotFound']);
    const stranger = await app.call('POST', `/webapi/Family/credit/${family.famId}`, { cookie: admin, headers: key(), body: { usrId: other.child, acyIds: [], note: 'Geste' } });
    expect([stranger.status, stranger.body.data.errorMessage]).toEqual([404, 'Ce membre ne fait pas partie de cette famille']);
  });
});
