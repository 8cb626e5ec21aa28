import type { ChangeNotice } from '@plouf/infra';
import { testServerUrl } from '@plouf/infra/testing';
import { addDays, parisDay, parisMoment } from '@plouf/infra/days';
import type { ClosurePreview, ClosureView, CourseView, CreditView, FamilyView, InscriptionView, RulesView } from '@plouf/command-api/contracts';
import { DEFAULT_RULES } from '@plouf/command-api/school-rules';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { NOTICES, READ_MODELS } from '@plouf/command-api/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import {
  booker,
  closureDeclared,
  closureLifted,
  course,
  credit,
  creditExpired,
  creditGiven,
  placeOffered,
  remindersSet,
  rulesSaved,
  scheduled,
  seatTaken,
  waitlistJoined,
  type AnyEvent,
} from '../harness/running-term-events.ts';

/**
 * The reads of issue 23 (running a term) through the running product: make-up credits (a family's
 * own, the desk's any), closures (standing ones public, all of them and the preview the desk's),
 * the school's rules, the reminders switch and the offers on inscriptions, from events written by
 * hand. On PGlite, and on PostgreSQL when a server is named.
 */
const servers: Array<{ name: string; server: string | null; skip?: string }> = [
  { name: 'PGlite', server: null },
  { name: 'PostgreSQL', server: testServerUrl() ?? null, ...(!testServerUrl() && { skip: 'no DATABASE_URL' }) },
];

for (const { name, server, skip } of servers) {
  if (skip) console.warn(`[skip] the reads of running a term on ${name}: ${skip}`);
  describe.skipIf(Boolean(skip))(`the reads of running a term on ${name}`, () => {
    let app: TestApp;
    let admin: string;
    const families: Record<'martin' | 'durand' | 'mns', { famId: number; userId: number; cookie: string }> = {} as never;
    const notices: ChangeNotice[] = [];
    const today = () => parisDay(new Date());
    const day = (n: number) => addDays(today(), n);
    const moment = (n: number, hour: number) => parisMoment(day(n), hour, 0);

    /** Appends events on a stream and waits until the read models reached them. */
    async function append(stream: string, events: AnyEvent[], ...readModels: string[]) {
      const { position } = await app.platform.store.appendToStream(stream, events);
      for (const readModel of readModels) expect(await app.platform.waiter.waitFor(readModel, position, 10_000), readModel).toBe(true);
    }
    const get = (path: string, cookie?: string) => app.call('GET', `/webapi${path}`, cookie ? { cookie } : {});
    /**
     * A card of ten entries for any activity and pool: a seat written by hand is paid with it, as
     * the booking process (which spends the entry of every seat taken) expects.
     */
    async function cardOf(famId: number): Promise<number> {
      const cardId = await app.platform.ids.next('card');
      const card = { cardId, fftId: 1, libelle: 'Carte 10 séances', fftIsAbo: false, entries: 10, validFrom: moment(-30, 0), validUntil: moment(300, 0), acyIds: [], psnIds: [], note: '' };
      await append(`cards-${famId}`, [{ type: 'CardsIssued', data: { famId, orderId: null, cards: [card], at: moment(-30, 0), by: null } } as never], READ_MODELS.orders);
      return cardId;
    }
    /** Waits (bounded) until a read answers what is expected: what a process appends comes a little later. */
    async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const value = await read();
        if (done(value) || Date.now() > deadline) return value;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    beforeAll(async () => {
      app = await startTestApp({ postgresServer: server });
      admin = await app.login();
      for (const [key, email, roles] of [
        ['martin', 'martin@credits.test', ['Client', 'Famille']],
        ['durand', 'durand@credits.test', ['Client', 'Famille']],
        ['mns', 'mns@credits.test', ['MNS']],
      ] as const) {
        const { famId, userId } = await app.createAccount({ email, password: 'credits-password', roles: [...roles] });
        families[key] = { famId, userId, cookie: await app.login(email, 'credits-password') };
      }
      app.platform.notices.subscribe((notice) => notices.push(notice));
    }, 120_000);
    afterAll(async () => app?.close());

    describe('GET /Family/credits', () => {
      let martin: (typeof families)['martin'];
      let makeupInsId: number;
      beforeAll(async () => {
        martin = families.martin;
        const durand = families.durand;
        const lesson = course(await app.platform.ids.next('course'), moment(3, 10));
        const older = credit(await app.platform.ids.next('card'), martin.userId, 'Léo Martin', { validFrom: moment(-2, 9), validUntil: moment(40, 23) });
        const newer = credit(await app.platform.ids.next('card'), martin.userId, 'Léo Martin', { reason: 'courseCancelled', validFrom: moment(-1, 9), validUntil: moment(5, 23) });
        const theirs = credit(await app.platform.ids.next('card'), durand.userId, 'Zoé Durand', { validFrom: moment(-1, 9), validUntil: moment(30, 23) });
        const gone = credit(await app.platform.ids.next('card'), martin.userId, 'Léo Martin', { validFrom: moment(-9, 9), validUntil: moment(-1, 23) });
        await append(`course-${lesson.crsId}`, [scheduled(lesson, moment(-3, 9))], READ_MODELS.credits, READ_MODELS.courses);
        await append(`cards-${martin.famId}`, [creditGiven(martin.famId, older, moment(-2, 9)), creditGiven(martin.famId, newer, moment(-1, 9)), creditGiven(martin.famId, gone, moment(-9, 9)), creditExpired(martin.famId, gone, moment(-1, 23))], READ_MODELS.credits);
        await append(`cards-${durand.famId}`, [creditGiven(durand.famId, theirs, moment(-1, 10))], READ_MODELS.credits);
        // A make-up booked with the older credit: the booking process spends it (CreditSpent) as it spends a card's entry.
        makeupInsId = await app.platform.ids.next('inscription');
        await append(`course-${lesson.crsId}`, [seatTaken({ record: lesson, who: booker(martin.famId, martin.userId, 'Léo Martin'), insId: makeupInsId, cardId: older.creditId, at: moment(0, 8) }, true)], READ_MODELS.courses);
        await until(
          () => get('/Family/credits', martin.cookie),
          (answer) => (answer.body.data as CreditView[]).some((item) => item.status === 'used'),
        );
      });

      it('gives a family its own credits, newest first, each with its ledger', async () => {
        const answer = await get('/Family/credits', martin.cookie);
        expect(answer.status).toBe(200);
        const credits = answer.body.data as CreditView[];
        expect(credits.map((item) => [item.famId, item.reason, item.status])).toEqual([
          [martin.famId, 'courseCancelled', 'open'],
          [martin.famId, 'desk', 'used'],
          [martin.famId, 'desk', 'expired'],
        ]);
        expect(credits[1]!.usedBy).toMatchObject({ insId: makeupInsId, psnName: 'Piscine des Dauphins', acyName: 'Apprentissage' });
        expect(credits[1]!.history.map((entry) => entry.what)).toEqual(['given', 'used']);
        expect((await get(`/Family/credits?famId=${martin.famId}`, martin.cookie)).body.data).toEqual(credits);
      });

      it('refuses another family’s credits, visitors and an instructor’s account; the desk reads any family’s', async () => {
        const theirs = await get(`/Family/credits?famId=${families.durand.famId}`, martin.cookie);
        expect([theirs.status, theirs.body.resultCode]).toEqual([403, 'AccessForbidden']);
        expect((await get('/Family/credits', families.durand.cookie)).body.data.map((item: CreditView) => item.memberName)).toEqual(['Zoé Durand']);
        expect((await get('/Family/credits')).status).toBe(401);
        expect((await get('/Family/credits', families.mns.cookie)).status).toBe(403);
        const desk = await get(`/Family/credits?famId=${families.durand.famId}`, admin);
        expect(desk.body.data.map((item: CreditView) => [item.famId, item.memberName])).toEqual([[families.durand.famId, 'Zoé Durand']]);
      });

      it('shows a credit past its end as expired before its expiry is recorded', async () => {
        app.clock.set(moment(6, 12));
        try {
          const credits = (await get('/Family/credits', martin.cookie)).body.data as CreditView[];
          expect(credits.map((item) => item.status)).toEqual(['expired', 'used', 'expired']);
        } finally {
          app.clock.reset();
        }
      });

      it('tells the family’s open pages when its credits change (notice `cards` with the family id)', async () => {
        const gift = credit(await app.platform.ids.next('card'), martin.userId, 'Léo Martin', { validFrom: moment(0, 9), validUntil: moment(30, 23) });
        const { position } = await app.platform.store.appendToStream(`cards-${martin.famId}`, [creditGiven(martin.famId, gift, moment(0, 9))]);
        await app.platform.waiter.waitFor(READ_MODELS.credits, position, 10_000);
        expect(notices.some((notice) => notice.readModel === NOTICES.cards && BigInt(notice.position) >= position && notice.ids.includes(martin.famId))).toBe(true);
        expect(notices.some((notice) => notice.readModel === NOTICES.cards && BigInt(notice.position) >= position && notice.ids.includes(families.durand.famId))).toBe(false);
      });
    });

    describe('GET /Fermeture and /Fermeture/preview', () => {
      const psnId = 17;
      let standing: number;
      let lifted: number;
      let over: number;
      let other: number;
      const record = async (n: number, hour: number, options: Parameters<typeof course>[2] = {}) => course(await app.platform.ids.next('course'), moment(n, hour), { psnId, ...options });
      let courses: Record<'swim' | 'complementary' | 'otherActivity' | 'cancelled' | 'after' | 'otherPool', ReturnType<typeof course>>;

      beforeAll(async () => {
        standing = 9101;
        lifted = 9102;
        over = 9103;
        other = 9104;
        await append(
          'closures',
          [
            closureDeclared(standing, { from: day(2), to: day(4) }, { psnId }),
            closureDeclared(lifted, { from: day(1), to: day(1) }, { psnId }),
            closureLifted(lifted, moment(0, 8)),
            closureDeclared(over, { from: day(-5), to: day(-1) }, { psnId }),
            closureDeclared(other, { from: day(0), to: day(0) }, { psnId: 8, psnName: 'Piscine du Lac' }),
          ],
          READ_MODELS.closures,
        );
        courses = {
          swim: await record(2, 10),
          complementary: await record(3, 11, { acyId: 4, acyIdCplt: 3 }),
          otherActivity: await record(3, 12, { acyId: 5 }),
          cancelled: await record(4, 9),
          after: await record(5, 9),
          otherPool: await record(2, 10, { psnId: 8 }),
        };
        for (const one of Object.values(courses)) await append(`course-${one.crsId}`, [scheduled(one, moment(-1, 9))], READ_MODELS.courses);
        const c = courses.cancelled;
        await append(`course-${c.crsId}`, [{ type: 'CourseCancelled', data: { crsId: c.crsId, reason: 'Travaux', at: moment(0, 8), by: null } } as never], READ_MODELS.courses);
        const s = courses.swim;
        const martin = booker(families.martin.famId, families.martin.userId, 'Léo Martin');
        const durand = booker(families.durand.famId, families.durand.userId, 'Zoé Durand');
        const [martinCard, durandCard] = [await cardOf(martin.famId), await cardOf(durand.famId)];
        await append(
          `course-${s.crsId}`,
          [seatTaken({ record: s, who: martin, insId: await app.platform.ids.next('inscription'), cardId: martinCard, at: moment(0, 8) }), seatTaken({ record: s, who: durand, insId: await app.platform.ids.next('inscription'), cardId: durandCard, at: moment(0, 8) })],
          READ_MODELS.courses,
        );
        // The booking process spends both entries (nothing released for want of one).
        await until(
          async () => (await app.platform.store.readStream(`cards-${durand.famId}`)).filter((event) => event.type === 'EntrySpent').length,
          (spent) => spent > 0,
        );
      });

      it('shows visitors the closures still standing, by their first day, one pool’s or all', async () => {
        const all = (await get('/Fermeture')).body.data as ClosureView[];
        expect(all.map((closure) => closure.id)).toEqual([other, standing]);
        const pool = (await get(`/Fermeture?psnId=${psnId}`)).body.data as ClosureView[];
        expect(pool.map((closure) => [closure.id, closure.from, closure.to, closure.lifted])).toEqual([[standing, day(2), day(4), false]]);
      });

      it('shows the desk every closure with `all`, lifted and past ones too; refuses `all` to others', async () => {
        const all = (await get(`/Fermeture?psnId=${psnId}&all=true`, admin)).body.data as ClosureView[];
        expect(all.map((closure) => [closure.id, closure.lifted])).toEqual([
          [over, false],
          [lifted, true],
          [standing, false],
        ]);
        expect((await get('/Fermeture?all=true')).status).toBe(401);
        expect((await get('/Fermeture?all=true', families.martin.cookie)).status).toBe(403);
      });

      it('previews what a closure would cancel: the pool’s courses on those days not cancelled nor started, and who is on them', async () => {
        const preview = (await get(`/Fermeture/preview?psnId=${psnId}&from=${day(0)}&to=${day(4)}`, admin)).body.data as ClosurePreview;
        expect(preview.courses.map((item) => item.crsId)).toEqual([courses.swim.crsId, courses.complementary.crsId, courses.otherActivity.crsId]);
        expect(preview.courses[0]).toMatchObject({ crsDatdebut: courses.swim.start, acyId: 3, acyName: 'Apprentissage', booked: 2, waiting: 0 });
        expect(preview.courses[0]!.inscriptions.map((ins) => [ins.famId, ins.memberName, ins.insStatus])).toEqual([
          [families.martin.famId, 'Léo Martin', ENROLMENT_STATUS.inscrit],
          [families.durand.famId, 'Zoé Durand', ENROLMENT_STATUS.inscrit],
        ]);
        // One activity: its courses and those it is the complementary activity of.
        const activity = (await get(`/Fermeture/preview?psnId=${psnId}&acyId=3&from=${day(0)}&to=${day(4)}`, admin)).body.data as ClosurePreview;
        expect(activity.courses.map((item) => item.crsId)).toEqual([courses.swim.crsId, courses.complementary.crsId]);
        // A course already started is not the closure's any more.
        app.clock.set(new Date(new Date(courses.swim.start).getTime() + 60_000).toISOString());
        try {
          const later = (await get(`/Fermeture/preview?psnId=${psnId}&from=${day(0)}&to=${day(4)}`, admin)).body.data as ClosurePreview;
          expect(later.courses.map((item) => item.crsId)).toEqual([courses.complementary.crsId, courses.otherActivity.crsId]);
        } finally {
          app.clock.reset();
        }
        const backwards = await get(`/Fermeture/preview?psnId=${psnId}&from=${day(4)}&to=${day(0)}`, admin);
        expect([backwards.status, backwards.body.data.errorMessage]).toEqual([422, 'Le dernier jour de la fermeture précède son premier jour']);
        expect((await get(`/Fermeture/preview?psnId=${psnId}&from=${day(0)}&to=${day(4)}`, families.martin.cookie)).status).toBe(403);
      });
    });

    describe('GET /Ecole/regles, the reminders switch and offers', () => {
      it('answers the defaults until the rules are saved, then the rules saved', async () => {
        expect((await get('/Ecole/regles', admin)).body.data).toEqual({ school: DEFAULT_RULES, pools: [], savedAt: null } satisfies RulesView);
        const at = moment(0, 8);
        await append('school-rules', [rulesSaved({ school: { ...DEFAULT_RULES, waitlistMode: 'offer', offerWindowHours: 6 }, pools: { 7: { makeupExtraPlaces: 2 } }, at })], READ_MODELS.schoolRules);
        expect((await get('/Ecole/regles', admin)).body.data).toEqual({ school: { ...DEFAULT_RULES, waitlistMode: 'offer', offerWindowHours: 6 }, pools: [{ psnId: 7, makeupExtraPlaces: 2 }], savedAt: at } satisfies RulesView);
        expect((await get('/Ecole/regles', families.martin.cookie)).status).toBe(403);
      });

      it('shows the family whether its lesson reminders are on', async () => {
        const { famId, cookie } = families.durand;
        expect(((await get(`/Family/${famId}`, cookie)).body.data as FamilyView).reminders).toBe(true);
        await append(`family-${famId}`, [remindersSet(famId, false, moment(0, 8))], READ_MODELS.families);
        expect(((await get(`/Family/${famId}`, cookie)).body.data as FamilyView).reminders).toBe(false);
      });

      it('shows the place offered on the family’s waiting inscription, and holds it on the course', async () => {
        const lesson = course(await app.platform.ids.next('course'), moment(6, 10), { capacity: 1 });
        const durand = booker(families.durand.famId, families.durand.userId, 'Zoé Durand');
        const martin = booker(families.martin.famId, families.martin.userId, 'Léo Martin');
        const seated = { record: lesson, who: durand, insId: await app.platform.ids.next('inscription'), cardId: await cardOf(durand.famId), at: moment(0, 8) };
        const waiting = { record: lesson, who: martin, insId: await app.platform.ids.next('inscription'), cardId: await cardOf(martin.famId), at: moment(0, 9) };
        const until = moment(1, 8);
        await append(`course-${lesson.crsId}`, [scheduled(lesson, moment(0, 7)), seatTaken(seated), waitlistJoined(waiting, 1)], READ_MODELS.courses);
        await append(`course-${lesson.crsId}`, [{ type: 'CourseChanged', data: { crsId: lesson.crsId, capacity: 2, at: moment(0, 10), by: null } }, placeOffered(waiting, until)], READ_MODELS.courses);
        const mine = ((await get('/Family/inscriptions?when=coming', families.martin.cookie)).body.data as InscriptionView[]).find((ins) => ins.id === waiting.insId)!;
        expect(mine).toMatchObject({ insStatus: ENROLMENT_STATUS.listeAttente, position: 1, offeredUntil: until, makeup: false, releaseReason: null, credited: false, remindedAt: null });
        expect((await get(`/Cours/${lesson.crsId}`)).body.data as CourseView).toMatchObject({ crsCapaciteMax: 2, booked: 1, waiting: 1, placesLeft: 0 });
      });
    });
  });
}
