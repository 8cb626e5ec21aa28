import { ROLES } from '@plouf/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';

/**
 * Who may call what: one row per /webapi route, kept by hand, checked against what the server does.
 * `family`: any logged-in user on their own family's data, refused on another family's; the
 * platform administrator on all. `member`: a family's members (roles Famille or Client) on their own
 * family's data, and the platform administrator; an instructor's or a pool's account is refused.
 */
type Rule = 'public' | 'user' | 'admin' | 'family' | 'mns' | 'member';
const TABLE: Record<string, Rule> = {
  'POST /webapi/Authenticate': 'public',
  'GET /webapi/Authenticate': 'public',
  'DELETE /webapi/Authenticate': 'public',
  'PUT /webapi/Authenticate': 'user',
  'PUT /webapi/Authenticate/langue': 'user',
  'GET /webapi/Authenticate/autolog': 'public',
  'POST /webapi/Authenticate/forgotten': 'public',
  'PUT /webapi/Authenticate/forgotten': 'public',
  'GET /webapi/Authenticate/forgotten': 'public',
  'POST /webapi/Authenticate/create-account': 'public',
  'PUT /webapi/User/membre/{id}': 'family',
  'POST /webapi/User/filter': 'admin',
  'GET /webapi/User/{id}': 'family',
  'PUT /webapi/User/{id}': 'family',
  'DELETE /webapi/User/{id}': 'family',
  // A member's care details (issue 26): their family's and the desk's; the instructor of a lesson they are on reads them too (progress.test.ts).
  'GET /webapi/User/{id}/sante': 'family',
  'PUT /webapi/User/{id}/sante': 'family',
  'GET /webapi/Family': 'admin',
  'GET /webapi/Family/{id}': 'family',
  // Who read the family's members' sensitive data (issue 25): the desk only, not the family itself.
  'GET /webapi/Family/{id}/lectures': 'admin',
  'PUT /webapi/Family/{id}': 'family',
  // A family takes its data away (issue 25): its own (family-export.test.ts checks another family's is refused).
  'GET /webapi/Family/{id}/donnees': 'family',
  'GET /webapi/Family/{id}/donnees.json': 'family',
  // A family's erasure (issue 25): asked and withdrawn by the family (or the desk); confirmed by the desk only.
  'GET /webapi/Family/{id}/effacement': 'family',
  'POST /webapi/Family/{id}/effacement': 'family',
  'DELETE /webapi/Family/{id}/effacement': 'family',
  'POST /webapi/Family/{id}/effacement/confirmation': 'admin',
  'GET /webapi/Admin/effacements': 'admin',
  'POST /webapi/Contact': 'public',
  'GET /webapi/Contact': 'admin',
  'GET /webapi/Contact/{id}': 'admin',
  'PUT /webapi/Contact/{id}': 'admin',
  'DELETE /webapi/Contact/{id}': 'admin',
  'GET /webapi/Contact/filter': 'admin',
  'GET /webapi/Contact/min-date': 'admin',
  'PUT /webapi/Contact/execute': 'admin',
  'POST /webapi/Newsletter': 'public',
  'GET /webapi/Newsletter/valid': 'public',
  'GET /webapi/Newsletter/unsubscribe': 'public',
  'POST /webapi/Newsletter/unsubscribe': 'public',
  'GET /webapi/Newsletter': 'admin',
  'GET /webapi/Newsletter/{id}': 'admin',
  'PUT /webapi/Newsletter/{id}': 'admin',
  'DELETE /webapi/Newsletter/{id}': 'admin',
  'GET /webapi/Newsletter/filter': 'admin',
  'GET /webapi/Newsletter/min-date': 'admin',
  'GET /webapi/Newsletter/export': 'admin',
  'PUT /webapi/Newsletter/execute': 'admin',
  'GET /webapi/MailTemplate': 'admin',
  'GET /webapi/MailTemplate/{id}': 'admin',
  'POST /webapi/MailTemplate': 'admin',
  'PUT /webapi/MailTemplate/{id}': 'admin',
  'DELETE /webapi/MailTemplate/{id}': 'admin',
  'POST /webapi/MailTemplate/preview': 'admin',
  'POST /webapi/MailTemplate/{id}/test': 'admin',
  'GET /webapi/MailSkin': 'admin',
  'GET /webapi/MailSkin/{id}': 'admin',
  'POST /webapi/MailSkin': 'admin',
  'PUT /webapi/MailSkin/{id}': 'admin',
  'DELETE /webapi/MailSkin/{id}': 'admin',
  'GET /webapi/MailConfig': 'admin',
  'PUT /webapi/MailConfig': 'admin',
  'POST /webapi/Message': 'admin',
  'GET /webapi/Message': 'admin',
  'GET /webapi/Message/{id}': 'admin',
  ...catalogueRows(['Piscine', 'Activity', 'Forfait', 'Mns', 'Page', 'Blog'], ['Piscine', 'Activity', 'Page', 'Blog']),
  'PUT /webapi/Activity/ordre/{ids}': 'admin',
  'GET /webapi/Media/{id}': 'admin',
  'PUT /webapi/Media/{id}': 'admin',
  'DELETE /webapi/Media/{id}': 'admin',
  'POST /webapi/Media': 'admin',
  'POST /webapi/Media/upload': 'admin',
  // Orders: a logged-in family reads and acts on its own only; another family's order answers
  // "not found" as if it did not exist (tests/integration/orders.test.ts checks that part).
  'GET /webapi/Commande': 'user',
  'GET /webapi/Commande/filter': 'user',
  'GET /webapi/Commande/min-date': 'user',
  'GET /webapi/Commande/{id}': 'user',
  'DELETE /webapi/Commande/{id}': 'user',
  'POST /webapi/Commande/checkout': 'user',
  'POST /webapi/Commande/checkoutfree': 'user',
  'POST /webapi/Commande/checkout/waiting': 'user',
  'POST /webapi/Commande/{id}/test-payment': 'user',
  'POST /webapi/Commande/{id}/pay': 'user',
  // Gift cards (issue 43): spent on the family's own order; their codes read by the order's family; the list of all by the desk.
  'POST /webapi/Commande/{id}/carte-cadeau': 'user',
  'POST /webapi/Commande/{id}/mandat': 'user',
  'GET /webapi/Commande/{id}/cartes-cadeaux': 'user',
  'GET /webapi/CarteCadeau/{code}': 'user',
  'GET /webapi/CarteCadeau': 'admin',
  'GET /webapi/Commande/{id}/history': 'admin',
  'GET /webapi/Commande/{id}/refund-plan': 'admin',
  'PUT /webapi/Commande/{id}': 'admin',
  'POST /webapi/Commande': 'admin',
  'GET /webapi/Commande/payment-config': 'public',
  // Stripe's calls: their signature, not a session, is checked (orders-stripe.test.ts).
  'POST /webapi/Commande/webhook': 'public',
  'GET /webapi/Family/forfaits': 'user',
  'POST /webapi/Family/carte/{famId}': 'admin',
  'PUT /webapi/Family/carte/{famId}': 'admin',
  // Courses: everyone reads places left; the desk writes; the instructor (role MNS) marks presence on their own.
  'GET /webapi/Cours': 'public',
  'GET /webapi/Cours/{id}': 'public',
  'POST /webapi/Cours': 'admin',
  'PUT /webapi/Cours/{id}': 'admin',
  'DELETE /webapi/Cours/{id}': 'admin',
  'POST /webapi/Cours/filter': 'admin',
  'POST /webapi/Cours/addRange': 'admin',
  'GET /webapi/Cours/slots': 'admin',
  'PUT /webapi/Cours/{id}/presence': 'mns',
  'GET /webapi/Cours/mine': 'mns',
  // Levels and progress (issue 26): levels and the scale are public, the desk edits them; a course's own instructor (or the desk)
  // evaluates and reads its roster's cards (progress.test.ts checks another instructor is refused); a family reads its own cards.
  'GET /webapi/Activity/{id}/niveaux': 'public',
  'PUT /webapi/Activity/{id}/niveaux': 'admin',
  'GET /webapi/Ecole/echelle': 'public',
  'PUT /webapi/Ecole/echelle': 'admin',
  'GET /webapi/Cours/{id}/progression': 'mns',
  'POST /webapi/Cours/{id}/evaluation': 'mns',
  'GET /webapi/Family/progression': 'member',
  // A level's certificate: the family's own children, the desk's any (progress-mails.test.ts checks another family's is not found).
  'GET /webapi/Family/progression/{usrId}/certificat/{lvlId}': 'member',
  // A family's bookings: its own only (booking.test.ts checks another family's are not found).
  'GET /webapi/Family/inscriptions': 'user',
  'GET /webapi/Family/tickets': 'user',
  'GET /webapi/Family/allowed-tickets': 'user',
  'POST /webapi/Family/inscription': 'user',
  'PUT /webapi/Family/annule/{id}': 'user',
  'GET /webapi/Family/calendar': 'user',
  'POST /webapi/Family/calendar': 'user',
  'DELETE /webapi/Family/calendar': 'user',
  // The calendar feed's address is its secret (a signed token), for a phone's calendar.
  'GET /webapi/Calendar/{token}': 'public',
  // Terms (ADR 0019): everyone reads the terms and their slots' places; the desk defines terms, reads rosters and moves children; a family enrols its own.
  'GET /webapi/Trimestre': 'public',
  'GET /webapi/Trimestre/{id}': 'public',
  'GET /webapi/Trimestre/slots': 'public',
  'GET /webapi/Trimestre/{id}/roster': 'admin',
  'GET /webapi/Trimestre/{id}/promo': 'user',
  'GET /webapi/Trimestre/{id}/adhesion': 'user',
  'POST /webapi/Trimestre': 'admin',
  'PUT /webapi/Trimestre/{id}': 'admin',
  'PUT /webapi/Trimestre/enrolment/{id}/move': 'admin',
  'GET /webapi/Family/enrolments': 'user',
  'POST /webapi/Family/enrolment': 'user',
  'PUT /webapi/Family/enrolment/{id}/drop': 'user',
  // Running a term (issue 23): make-up credits are a family's own (credits.test.ts checks another family's are refused);
  // standing closures are public (`all=true`, lifted and past ones too, is the desk's), the preview and the rules the desk's.
  'GET /webapi/Family/credits': 'member',
  'GET /webapi/Fermeture': 'public',
  'GET /webapi/Fermeture/preview': 'admin',
  'GET /webapi/Ecole/regles': 'admin',
  // The desk writes the rules, closes, gives credits; a family declares its own absences, answers its own offers, sets its reminders.
  'PUT /webapi/Ecole/regles': 'admin',
  'GET /webapi/Ecole/donnees-personnelles': 'admin',
  'PUT /webapi/Ecole/donnees-personnelles': 'admin',
  'GET /webapi/Admin/familles-inactives': 'admin',
  'POST /webapi/Fermeture': 'admin',
  'DELETE /webapi/Fermeture/{id}': 'admin',
  'POST /webapi/Family/credit/{id}': 'admin',
  'POST /webapi/Family/absence': 'user',
  'PUT /webapi/Family/offre/{id}/accept': 'user',
  'PUT /webapi/Family/offre/{id}/decline': 'user',
  'PUT /webapi/Family/rappels': 'user',
  // The books (issue 24): the identity and the month's books are the desk's; a document is its family's
  // (books.test.ts checks another family's is not found).
  'GET /webapi/Ecole/identite': 'admin',
  'PUT /webapi/Ecole/identite': 'admin',
  'GET /webapi/Family/factures': 'user',
  'GET /webapi/Family/releve': 'user',
  'GET /webapi/Family/releve.pdf': 'user',
  'GET /webapi/Facture': 'admin',
  'GET /webapi/Facture/{file}': 'user',
  'GET /webapi/Facture/commande/{orderId}.pdf': 'user',
  'GET /webapi/Compta/export.csv': 'admin',
  // The owner's dashboard (issue 24).
  'GET /webapi/Dashboard': 'admin',
};

/** A catalogue resource: public reads (by id, and by slug for those that have one), admin writes. */
function catalogueRows(resources: string[], withSlug: string[]): Record<string, Rule> {
  return Object.fromEntries(
    resources.flatMap((name) => [
      [`GET /webapi/${name}`, 'public'],
      [`GET /webapi/${name}/{id}`, 'public'],
      ...(withSlug.includes(name) ? [[`GET /webapi/${name}/slug/{slug}`, 'public']] : []),
      [`POST /webapi/${name}`, 'admin'],
      [`PUT /webapi/${name}/{id}`, 'admin'],
      [`DELETE /webapi/${name}/{id}`, 'admin'],
    ]),
  );
}

let app: TestApp;
const callers = new Map<string, { cookie?: string; famId?: number; userId?: number }>();
let target: { famId: number; userId: number };

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  callers.set('anonymous', {});
  for (const role of ROLES) {
    const email = `${role.toLowerCase()}@roles.test`;
    const { famId, userId } = await app.createAccount({ email, password: 'role-password', roles: [role] });
    callers.set(role, { cookie: await app.login(email, 'role-password'), famId, userId });
  }
  target = await app.createAccount({ email: 'target@roles.test', password: 'target-password', roles: ['Client', 'Famille'] });
}, 120_000);
afterAll(async () => app?.close());

/** A concrete path: `{id}` is another family's (or user's) id, or the caller's own when `own`. */
function concrete(route: string, caller: { famId?: number; userId?: number }, own: boolean) {
  const [method, path] = route.split(' ') as [string, string];
  const isUser = path.startsWith('/webapi/User/{id}');
  const catalogue = /Contact|Activity|Piscine|Forfait|Mns|Page|Blog/.test(path);
  // Media 1 is the default image, which even the administrator may not change: take the next one.
  const id = own ? (isUser ? caller.userId : caller.famId) : isUser ? target.userId : path.includes('Media') ? 2 : catalogue ? 1 : target.famId;
  return { method, path: path.replace('{id}', String(id ?? 1)).replace('{famId}', String(target.famId)).replace('{slug}', 'inconnu').replace('{ids}', '1').replace('{code}', 'ABCD-EFGH-JKMN') };
}

/**
 * Refused by the access rules: the "log in" answer of the access check (a public route may answer
 * 401 for its own reasons, a failed login for one), or any refusal to a logged-in caller.
 */
const denied = (status: number, body: { resultCode: string; data: { errorMessage?: string } }) =>
  (status === 401 && body.data?.errorMessage === 'Vous devez être connecté') || (status === 403 && body.resultCode === 'AccessForbidden');

describe('the permission table', () => {
  it('names every /webapi route the server has, and no other', async () => {
    const document = (await (await fetch(`${app.url}/webapi/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual(Object.keys(TABLE).sort());
  });

  it('is what the server does, for every route, every role and anonymous callers', async () => {
    const mismatches: string[] = [];
    let checks = 0;
    // Logging out ends the callers' sessions: that row goes last.
    const rows = Object.entries(TABLE).sort(([a], [b]) => Number(a === 'DELETE /webapi/Authenticate') - Number(b === 'DELETE /webapi/Authenticate'));
    for (const [route, rule] of rows) {
      for (const [name, caller] of callers) {
        const isAdmin = name === 'AdminPlateforme';
        const { method, path } = concrete(route, caller, false);
        const query = path.endsWith('/autolog') ? '?key=0123456789abcdef0123' : path.endsWith('/filter') && method === 'GET' ? '?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z' : '';
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const { status, body: answer } = await app.call(method, path + query, { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...(body ? { body } : {}) });
        const refused = denied(status, answer);
        const expected =
          rule === 'public' ? false : name === 'anonymous' ? true : rule === 'user' ? false : rule === 'mns' ? !(isAdmin || name === 'MNS') : rule === 'member' ? !(isAdmin || name === 'Famille' || name === 'Client') : !isAdmin;
        checks += 1;
        if (refused !== expected) mismatches.push(`${route} as ${name}: ${status} ${answer.resultCode}, expected ${expected ? 'refused' : 'allowed'}`);
        if (rule === 'family' && caller.cookie && !isAdmin) {
          const ownPath = concrete(route, caller, true);
          const own = await app.call(ownPath.method, ownPath.path, { cookie: caller.cookie, ...(body ? { body } : {}) });
          checks += 1;
          if (denied(own.status, own.body)) mismatches.push(`${route} as ${name} on its own family: ${own.status} ${own.body.resultCode}`);
        }
      }
    }
    console.log(`permission table: ${Object.keys(TABLE).length} routes × ${callers.size} callers, ${checks} checks`);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
