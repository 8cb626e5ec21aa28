import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '@plouf/command-api/school-rules';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * What the server answers is what its contract says: every read of the OpenAPI document (made from
 * the contracts) is called with real ids, as the administrator and as a visitor, and its answer is
 * checked against the route's declared 200 schema. The catalogue's answers are written by the
 * projector as JSON text and sent as they are, so this is where a projector that stops following
 * its contract shows.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

let app: TestApp;
let admin: string;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  app = await startTestApp({ seed: true, demoTerm: true });
  admin = await app.login();
  paths = ((await (await fetch(`${app.url}/webapi/openapi.json`)).json()) as { paths: typeof paths }).paths;
  // A course in two days, with the demo family on it: the courses' and inscriptions' reads have something to answer.
  const first = async (resource: string) => ((await app.call('GET', `/webapi/${resource}`)).body.data as { id: number }[])[0]!.id;
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const course = await app.call('POST', '/webapi/Cours', { cookie: admin, headers: { 'idempotency-key': `contracts-${Date.now()}` }, body: { psnId: await first('Piscine'), acyId: await first('Activity'), usrId: await first('Mns'), crsDatdebut: start } });
  courseId = course.body.data.id;
  // Léo Martin enrolled by the desk in the demo term's first children's slot: the terms' reads have an enrolment to answer.
  const martin = await app.platform.sessions.claimant('famille.martin@plouf.fr');
  const famId = ((await app.call('GET', `/webapi/User/${martin}`, { cookie: admin })).body.data as { famId: number }).famId;
  const leo = ((await app.call('POST', '/webapi/User/filter', { cookie: admin, body: { search: 'Léo' } })).body.data as { id: number; famId: number }[]).find((user) => user.famId === famId)!.id;
  const card = ((await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: admin })).body.data as { id: number; libelle: string; used: number }[]).find((c) => c.libelle === 'Carte 10 séances enfants' && c.used === 0)!.id;
  const slots = (await app.call('GET', '/webapi/Trimestre/slots')).body.data as { term: { id: number }; slots: { tcsId: number; piscine: { id: number }; activite: { libelle: string } }[] };
  const slot = slots.slots.find((candidate) => candidate.activite.libelle === 'Apprentissage de la natation')!;
  const enrolled = await app.call('POST', '/webapi/Family/enrolment', { cookie: admin, headers: { 'idempotency-key': `contracts-enrol-${Date.now()}` }, body: { termId: slots.term.id, psnId: slot.piscine.id, tcsId: slot.tcsId, usrId: leo, cardId: card, famId } });
  expect(enrolled.body.resultCode, JSON.stringify(enrolled.body)).toBe('Ok');
  // Running a term (issue 23), written as events until its commands exist here: a credit of Léo's,
  // a closure of the course's pool and the school's rules, so their reads have something to answer.
  martinFamId = famId;
  coursePool = await first('Piscine');
  const creditId = await app.platform.ids.next('card');
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const credit = { creditId, usrId: leo, memberName: 'Léo Martin', reason: 'desk', note: 'Geste', acyIds: [], psnIds: [], validFrom: day(0), validUntil: day(60), source: null };
  const appended = [
    await app.platform.store.appendToStream(`cards-${famId}`, [{ type: 'CreditGiven', data: { famId, credit, notify: { email: 'famille.martin@plouf.fr', name: 'Léo Martin', language: 'fr' }, at: day(0), by: null } }]),
    await app.platform.store.appendToStream('closures', [
      { type: 'ClosureDeclared', data: { closureId: 1, psnId: coursePool, psnName: 'Piscine', acyId: null, acyName: null, from: today(), to: today(), reason: 'Vidange', englishReason: 'Draining', compensation: 'entry', crsIds: [], at: day(0), by: null } },
    ]),
    await app.platform.store.appendToStream('school-rules', [{ type: 'SchoolRulesSaved', data: { school: { ...DEFAULT_RULES, waitlistMode: 'offer' }, pools: { [coursePool]: { makeupExtraPlaces: 1 } }, at: day(0), by: null } }]),
  ];
  expect(await app.platform.caughtUp()).toBe(true);
  expect(appended.length).toBe(3);
  // A reply to the first demo contact: the messages' reads have one to answer.
  const contactId = ((await app.call('GET', '/webapi/Contact', { cookie: admin })).body.data.items as { id: number }[])[0]!.id;
  await app.call('POST', '/webapi/Message', { cookie: admin, body: { audience: { kind: 'contact', contactId }, lgs: [{ lg: 'fr', libelle: 'Votre question', body: '<p>Bonjour, il reste des places samedi.</p>' }] } });
}, 120_000);
let courseId: number;
let martinFamId: number;
let coursePool: number;
const today = () => new Date().toISOString().slice(0, 10);
afterAll(async () => app?.close());

const ajv = new Ajv({ strict: false, allErrors: true });

async function concretePaths(): Promise<Map<string, string>> {
  const firstOf = async (path: string) => {
    const { body } = await app.call('GET', `/webapi${path}`, { cookie: admin });
    const items = (Array.isArray(body.data) ? body.data : body.data.items) as { id: number; content?: { slug: string } }[];
    return items[0]!;
  };
  const concrete = new Map<string, string>();
  for (const template of Object.keys(paths)) {
    if (!paths[template]!.get) continue;
    const resource = /^\/webapi\/(\w+)/.exec(template)?.[1] ?? '';
    // The calendar feed is text/calendar and the newsletter's export text/csv, not JSON (booking.test.ts and newsletter.test.ts read them).
    // The List-Unsubscribe address opened in a browser answers a redirect to the site (newsletter.test.ts follows it).
    // A PDF is a file, not JSON (books.test.ts and family-ledger.test.ts read them back).
    if (resource === 'Calendar' || template.endsWith('/export') || template.endsWith('/Newsletter/unsubscribe') || template.endsWith('.pdf')) continue;
    let path = template;
    if (resource === 'Cours') {
      concrete.set(template, template.replace('{id}', String(courseId)) + (template.endsWith('/Cours') ? `?from=${today()}` : ''));
      continue;
    }
    if (template.endsWith('/Family/credits')) {
      concrete.set(template, `${template}?famId=${martinFamId}`);
      continue;
    }
    if (template.endsWith('/Fermeture/preview')) {
      concrete.set(template, `${template}?psnId=${coursePool}&from=${today()}&to=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}`);
      continue;
    }
    if (template.endsWith('/Dashboard')) {
      concrete.set(template, `${template}?from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${today()}`);
      continue;
    }
    if (template.endsWith('/Fermeture')) {
      concrete.set(template, `${template}?all=true`);
      continue;
    }
    if (template.endsWith('/allowed-tickets')) {
      concrete.set(template, `${template}?crsId=${courseId}`);
      continue;
    }
    if (template.includes('{id}')) {
      const id = resource === 'Media' ? 1 : resource === 'User' ? 1 : resource === 'Family' ? (await firstOf('/Family')).id : (await firstOf(`/${resource}`)).id;
      path = template.replace('{id}', String(id));
    }
    if (template.includes('{slug}')) path = template.replace('{slug}', (await firstOf(`/${resource}`)).content!.slug);
    if (template.endsWith('/filter')) path += '?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z';
    if (template.endsWith('/autolog')) continue;
    concrete.set(template, path);
  }
  return concrete;
}

describe('every answer follows its contract', () => {
  it('for every read, as the administrator and as a visitor', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const [template, path] of await concretePaths()) {
      const schema = paths[template]!.get!.responses?.['200']?.content?.['application/json']?.schema;
      expect([template, schema !== undefined]).toEqual([template, true]);
      const validate = ajv.compile(schema!);
      for (const cookie of [admin, undefined]) {
        const answer = await app.call('GET', path, cookie ? { cookie } : {});
        if (answer.status !== 200) continue;
        checked += 1;
        if (!validate(answer.body)) mismatches.push(`${path}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});
