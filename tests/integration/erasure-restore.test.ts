import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { mailerConfigFromEnv } from '@plouf/mailer';
import { afterAll, describe, expect, it } from 'vitest';
import { openPlatform } from '../../infra/entry/platform.ts';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { BACKENDS, storeCommand, type StoreUnderTest } from '../harness/backups.ts';
import { bookingCatalogue, bookingCourse } from '../harness/booking.ts';
import { bytesHolding, filesHolding, rowsHolding, tableRows } from '../harness/erased.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Issue 41, items 3 and 4 (docs/adr/0022-personal-data.md, "Erasure, redone"): a family with names,
 * an address, a child's medical notes, a contact request, a newsletter sign-up, a booking and an
 * order, on a store kept in a data folder as `npm start` keeps it (PGlite, or PostgreSQL with the
 * folder for the ledger and the mail files), with the file mail transport.
 * - Erased, none of its values is left in any file of the data folder (PGlite's pages, its
 *   write-ahead log, the mail files) nor in a backup taken afterwards; the same after the retention
 *   sweep erases a visitor's contact request.
 * - A backup taken before the erasure, restored with the ledger (`npm run restore`), then started:
 *   nothing of the family or the visitor comes back, in any table or file; the erasure is on record
 *   again (status "erased", a new request refused, "Famille supprimée"), the old session is dead and
 *   the address is free.
 * The commands run as an operator runs them; tables are read row by row, files byte by byte.
 */
const scratch = mkdtempSync(join(tmpdir(), 'plouf-erasure-restore-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
});

const SURNAME = 'Vandermolen';
const FIRST = 'Gwendoline';
const CHILD = 'Barnabas';
const PHONE = '0644556677';
const STREET = '23 allee des Hortensias';
const MESSAGE = 'Pouvez-vous rappeler Gwendoline au sujet de Barnabas ?';
const MEDICAL = 'Asthme, ventoline dans le sac de piscine';
const VISITOR = 'sidonie.kerbrat@plouf.test';
const VISITOR_MESSAGE = 'Question de Sidonie Kerbrat sur les horaires du samedi';
/**
 * Whatever the family and the visitor wrote: none of it may be found once they are erased, but for
 * what the law makes the school keep ten years, the buyer's name and address on the invoice issued
 * for the family's order (ADR 0026): those stay on the invoice only (`KEPT`, the tables searched
 * with the invoices' buyers left out), and every other value is in no table and no file (`GONE`).
 */
const KEPT = [SURNAME, FIRST, 'Hortensias'];
const needles = (email: string) => [...KEPT, CHILD, email, email.split('@')[0]!, PHONE, 'rappeler Gwendoline', 'ventoline', 'Kerbrat', 'sidonie.kerbrat'];
const gone = (email: string) => needles(email).filter((needle) => !KEPT.includes(needle));
/** Every table's rows, the invoices' kept buyers left out. */
const rows = (app: TestApp) => tableRows(app.platform.pool, { keptBuyers: true });
/** The buyers' names on the family's invoices and credit notes, as issued (kept). */
const buyersOf = async (app: TestApp, famId: number) =>
  (await app.platform.pool.query<{ view: string }>(`SELECT view FROM documents WHERE fam_id = $1`, [famId])).rows.map((row) => (JSON.parse(row.view) as { buyer: { name: string } }).buyer.name);

let n = 0;
const key = () => ({ 'idempotency-key': `erasure-restore-${Date.now()}-${n++}` });
const ok = (answer: { body: { resultCode: string; data: any } }) => {
  if (answer.body.resultCode !== 'Ok') throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
};

/** The product on this store, as `npm start` composes it: seeded on a first start, mails written as files in the data folder. */
const start = (store: StoreUnderTest) => startTestApp({ seed: true, store: store.where, mailer: mailerConfigFromEnv({}, store.where.dataDir) });

/** Until nothing moves: every read model at the head, every mail written, every cleanup after an erasure done. */
async function settle(app: TestApp) {
  expect(await app.platform.caughtUp()).toBe(true);
  await app.server.mailer!.flush();
  const waiting = await eventually(
    async () => (await app.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM due_items WHERE kind LIKE 'personal-%' AND status = 'waiting'`)).rows[0]!.n,
    (count) => count === 0,
    60_000,
  );
  expect(waiting).toBe(0);
}

/** What a backup file holds, as bytes a search can read: PGlite's tarball gunzipped, pg_dump's archive as SQL. */
async function backupBytes(file: string): Promise<Buffer> {
  if (!file.endsWith('.pgdump')) return gunzipSync(readFileSync(file));
  return new Promise((done, fail) => execFile('pg_restore', ['--file=-', file], { maxBuffer: 512 * 1024 ** 2, encoding: 'buffer' }, (error, stdout) => (error ? fail(error) : done(stdout))));
}

describe.each(BACKENDS)('an erased family on $name', (backend) => {
  const dir = join(scratch, backend.name);
  const email = `${FIRST}.${SURNAME}.${backend.name}@plouf.test`.toLowerCase();
  const NEEDLES = needles(email);
  const GONE = gone(email);
  let original: StoreUnderTest;
  let famId: number;
  let cookie: string;
  let before: string;

  it.skipIf(backend.skip !== undefined)(
    'is backed up with its names, address, child’s medical notes, contact request, sign-up, booking, order and mails',
    async () => {
      original = await backend.empty(join(dir, 'original'));
      cleanups.push(original.drop);
      const app = await start(original);
      cleanups.push(() => app.close());
      const admin = await app.login();
      let userId: number;
      ({ famId, userId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], nom: SURNAME, prenom: FIRST }));
      cookie = await app.login(email, 'famille-2026');
      const address = { adrNumberWay: STREET, adrPostalCode: '69003', libelle: 'Lyon' };
      ok(await app.call('PUT', `/webapi/Family/${famId}`, { cookie, headers: key(), body: { libelle: SURNAME, address } }));
      ok(await app.call('PUT', `/webapi/User/${userId}`, { cookie, headers: key(), body: { usrTel: PHONE } }));
      const child = ok(await app.call('PUT', `/webapi/User/membre/${famId}`, { cookie, headers: key(), body: { userEmail: '', userNom: SURNAME, userPrenom: CHILD, usrDatbirth: '2017-04-03' } }));
      ok(await app.call('PUT', `/webapi/User/${child.id}/sante`, { cookie, headers: key(), body: { medicalNotes: MEDICAL, allergies: '', emergencyName: `Onesime ${SURNAME}`, emergencyPhone: PHONE, photoConsent: false } }));
      ok(await app.call('POST', '/webapi/Contact', { headers: key(), body: { ctcMail: email, ctcMessage: MESSAGE, acyIds: [] } }));
      ok(await app.call('POST', '/webapi/Newsletter', { headers: key(), body: { libelle: email } }));
      ok(await app.call('POST', '/webapi/Contact', { headers: key(), body: { ctcMail: VISITOR, ctcMessage: VISITOR_MESSAGE, acyIds: [] } }));
      // An order paid by card, whose card books a lesson, cancelled (a lesson to come would stop the erasure).
      const catalogue = await bookingCatalogue(app);
      const placed = ok(await app.call('POST', '/webapi/Commande/checkout', { cookie, headers: key(), body: { items: [{ item: { id: catalogue.adultPass.id }, qty: 1 }], address } }));
      ok(await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie, headers: key(), body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' } }));
      const cards = await eventually(async () => ok(await app.call('GET', '/webapi/Family/forfaits', { cookie })) as Array<{ id: number }>, (list) => list.length === 1);
      const crsId = await bookingCourse(app, admin, catalogue);
      const booked = ok(await app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${userId}&cardId=${cards[0]!.id}`, { cookie, headers: key(), body: {} }));
      ok(await app.call('PUT', `/webapi/Family/annule/${booked.id}`, { cookie, headers: key(), body: {} }));
      await settle(app);
      // The searches below find what they look for: in the mail files, and in PGlite's own.
      expect(filesHolding(join(original.where.dataDir, 'mail-outbox'), [SURNAME, 'Hortensias']).length).toBeGreaterThan(0);
      if (backend.name === 'PGlite') expect(filesHolding(join(original.where.dataDir, 'pglite'), [SURNAME, 'ventoline']).length).toBeGreaterThan(0);
      await app.close();

      before = join(dir, `before${backend.extension}`);
      const backup = await storeCommand('backup', [before], original.where);
      expect(backup.code, backup.stderr).toBe(0);
      expect(bytesHolding(await backupBytes(before), [SURNAME, 'ventoline', 'Kerbrat']).length).toBe(3);
    },
    300_000,
  );

  it.skipIf(backend.skip !== undefined)(
    'erased, and a visitor’s contact request erased by the retention sweep: none of their values is in any file of the data folder, nor in a backup taken after',
    async () => {
      const app = await start(original);
      cleanups.push(() => app.close());
      const admin = await app.login();
      ok(await app.call('POST', `/webapi/Family/${famId}/effacement`, { cookie, headers: key(), body: {} }));
      expect(ok(await app.call('POST', `/webapi/Family/${famId}/effacement/confirmation`, { cookie: admin, headers: key(), body: { famName: SURNAME } })).status).toBe('erased');
      // The retention sweep of a night 25 months on erases the visitor's request.
      const night = new Date(Date.now() + 25 * 31 * 86_400_000).toISOString();
      app.clock.set(night);
      // That night's sweep is done once the next night's waits and nothing before it does.
      const sweeps = await eventually(
        async () => (await app.platform.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE kind = 'privacy-retention'`)).rows,
        (rows) => rows.some((row) => row.status === 'waiting' && row.key > night.slice(0, 10)) && rows.every((row) => row.status === 'done' || row.key > night.slice(0, 10)),
        60_000,
      );
      expect(sweeps.filter((row) => row.status === 'waiting')).toHaveLength(1);
      await settle(app);
      // The server running: its files as they are on disk now, and its tables.
      expect(filesHolding(original.where.dataDir, GONE)).toEqual([]);
      expect(rowsHolding(await rows(app), NEEDLES)).toEqual([]);
      expect(await buyersOf(app, famId)).toEqual([expect.stringContaining(SURNAME)]);
      await app.close();
      expect(filesHolding(original.where.dataDir, GONE)).toEqual([]);

      const after = join(dir, `after${backend.extension}`);
      const backup = await storeCommand('backup', [after], original.where);
      expect(backup.code, backup.stderr).toBe(0);
      expect(bytesHolding(await backupBytes(after), GONE)).toEqual([]);
    },
    300_000,
  );

  it.skipIf(backend.skip !== undefined)(
    'a backup from before, restored with the ledger and started, brings nothing of them back: the erasures are on record again, in every table and file',
    async () => {
      const restored = await backend.empty(join(dir, 'restored'));
      cleanups.push(restored.drop);
      // The ledger is kept apart from the backups, and put in the data folder the restore is made in.
      mkdirSync(restored.where.dataDir, { recursive: true });
      copyFileSync(join(original.where.dataDir, 'personal-erasures.jsonl'), join(restored.where.dataDir, 'personal-erasures.jsonl'));
      const restore = await storeCommand('restore', [before], restored.where);
      expect(restore.code, `${restore.stdout}\n${restore.stderr}`).toBe(0);

      const app = await start(restored);
      cleanups.push(() => app.close());
      await settle(app);
      expect(rowsHolding(await rows(app), NEEDLES)).toEqual([]);
      expect(await buyersOf(app, famId)).toEqual([expect.stringContaining(SURNAME)]);
      expect(filesHolding(restored.where.dataDir, GONE)).toEqual([]);

      // The old session opens nothing, and the family's data is not read back through it.
      expect((await app.call('GET', '/webapi/Authenticate', { cookie })).body.resultCode).not.toBe('Ok');
      expect((await app.call('GET', `/webapi/Family/${famId}/donnees`, { cookie })).status).toBe(401);
      const admin = await app.login();
      expect(ok(await app.call('GET', `/webapi/Family/${famId}/effacement`, { cookie: admin })).status).toBe('erased');
      expect(ok(await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin })).libelle).toBe('Famille supprimée');
      expect((await app.call('POST', `/webapi/Family/${famId}/effacement`, { cookie: admin, headers: key(), body: {} })).body.resultCode).toBe('InvalidModelState');
      const contacts = ok(await app.call('GET', '/webapi/Contact', { cookie: admin })) as { items: Array<{ ctcMail: string; ctcMessage: string }> };
      expect(contacts.items.filter((contact) => contact.ctcMail !== '' || contact.ctcMessage !== '').map((contact) => contact.ctcMail)).not.toContain(VISITOR);
      await app.close();
      expect(filesHolding(restored.where.dataDir, GONE)).toEqual([]);

      // Its address is nobody's now: it signs up again as anyone would.
      const again = await start(restored);
      cleanups.push(() => again.close());
      expect((await again.call('POST', '/webapi/Authenticate/create-account', { headers: key(), body: { userEmail: email, userNom: 'Nouvelle', userPass: 'nouvelle-famille-2026' } })).body.resultCode).toBe('Ok');
      await again.close();
    },
    300_000,
  );
});

describe('npm run backup on PGlite, just after an erasure the read models have not taken in', () => {
  it('refuses: the tarball holds the read models, which would still hold the erased values', async () => {
    const where = { databaseUrl: undefined, dataDir: join(scratch, 'not-in-read-models') };
    const platform = await openPlatform({ ...where, eventStoreUrl: undefined });
    await platform.store.appendToStream('contact-1', [{ type: 'ContactErased', data: { contactId: 1, erasureId: 'e', subjects: ['contact-1'], reason: 'deleted', at: new Date().toISOString(), by: null } }]);
    await platform.close();
    const backup = await storeCommand('backup', [join(scratch, 'refused.tar.gz')], where);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('an erasure is not in every read model yet');
    expect(existsSync(join(scratch, 'refused.tar.gz'))).toBe(false);
  }, 120_000);
});
