import { BOOKING_PROCESS, startBookingProcess } from '@plouf/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * ADR 0022, "A member removed while booked": the booking process takes back a place stored for a
 * member after their removal's fence (a request that died between storing and taking back). A place
 * stored before it was counted by the removal (a lesson given, kept as history) and stands, even
 * when the process replays every event after a crash: it is never voided, nor its entry given back.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `removal-replay-${Date.now()}-${keys++}` });

beforeAll(async () => {
  app = await startTestApp({ seed: true, demoMonths: true });
  admin = await app.login();
}, 180_000);
afterAll(async () => app?.close());

describe('a member removed with lessons given', () => {
  it('keeps those lessons, and their entries spent, when the booking process replays everything', async () => {
    const { pool, store, ids } = app.platform;
    const seatsOf = async (usrId: number) =>
      (await pool.query<{ id: number; status: number }>(`SELECT id, status FROM inscriptions WHERE (view::jsonb ->> 'usrId')::int = $1 ORDER BY id`, [usrId])).rows;
    // The demo's members with lessons given (a place held on a course past), most first.
    const { rows: candidates } = await pool.query<{ fam_id: number; usr_id: number }>(
      `SELECT fam_id, (view::jsonb ->> 'usrId')::int AS usr_id FROM inscriptions WHERE start < now() AND status IN (1, 2) GROUP BY 1, 2 ORDER BY count(*) DESC`,
    );
    expect(candidates.length).toBeGreaterThan(0);
    // The first the desk may remove: nothing to come, and not the family's last adult.
    let removed: { famId: number; usrId: number; seats: { id: number; status: number }[] } | null = null;
    for (const candidate of candidates) {
      const seats = await seatsOf(candidate.usr_id);
      const answer = await app.call('DELETE', `/webapi/User/${candidate.usr_id}`, { cookie: admin, headers: key() });
      if (answer.body.resultCode === 'Ok') {
        removed = { famId: candidate.fam_id, usrId: candidate.usr_id, seats };
        break;
      }
    }
    expect(removed, 'no demo member with lessons given could be removed').not.toBeNull();
    const { famId, usrId, seats } = removed!;
    expect(seats.some((seat) => seat.status === 1 || seat.status === 2)).toBe(true);
    const cards = async () => ((await app.call('GET', `/webapi/Family/forfaits?famId=${famId}`, { cookie: admin })).body.data as Array<{ id: number; used: number; left: number }>).map(({ id, used, left }) => ({ id, used, left }));
    const cardsBefore = await cards();
    const members = ((await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin })).body.data.membres as Array<{ id: number }>).map((member) => member.id);
    expect(members).not.toContain(usrId);

    // As if the process had died before recording any of its progress: it starts over from the first event.
    await pool.query(`UPDATE process_checkpoints SET position = 0 WHERE name = $1`, [BOOKING_PROCESS]);
    const acted: string[] = [];
    const replay = await startBookingProcess({ store, ids, pool, clock: () => new Date(), graceMs: 0, log: { error: () => undefined }, onActed: (event) => acted.push(event.id) });
    const head = await store.headPosition();
    expect(await eventually(async () => replay.reached(), (position) => position >= head, 60_000)).toBeGreaterThanOrEqual(head);
    await replay.stop();
    expect(acted.length).toBeGreaterThan(0);
    await app.platform.caughtUp();
    expect(await seatsOf(usrId)).toEqual(seats);
    expect(await cards()).toEqual(cardsBefore);
  }, 180_000);
});
