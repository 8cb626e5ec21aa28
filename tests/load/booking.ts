/**
 * The booking burst of issue 10: 200 families with valid cards book the same 8-place course at once
 * (p50/p99 per booking, bookings per second), beside the same burst of the simplest command
 * (`POST /webapi/Contact`, one append) in the same run; then the delay from a booking to the
 * places-left change on another open page (a visitor's socket in the `courses` room, and the
 * page's read of the course), beside a contact's way to the admin's socket.
 */
import { ADMIN_ROOMS } from '@plouf/command-api/read-models';
import { startTestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, bookOn, type BookingFamily } from '../harness/booking.ts';
import { connectLive, subscribe, type Change } from '../harness/socket.ts';

type Record = (database: string, measure: string, value: string) => void;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timedBurst(requests: Array<() => Promise<{ status: number }>>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    requests.map(async (request) => {
      const begun = performance.now();
      const { status } = await request();
      if (status >= 400) errors++;
      latencies.push(performance.now() - begun);
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

export async function bookingBench(record: Record, database: 'pglite' | 'postgres', serverUrl?: string, families = 200, samples = 100) {
  const app = await startTestApp({ seed: true, postgresServer: serverUrl ?? null });
  try {
    const admin = await app.login();
    const catalogue = await bookingCatalogue(app);
    const crsId = await bookingCourse(app, admin, catalogue, 8);
    const people: BookingFamily[] = [];
    for (let n = 0; n < families; n++) people.push(await bookingFamily(app, catalogue, n));

    // Baseline, same run: the same number of the simplest command at once.
    const contacts = await timedBurst(
      people.map((_, i) => () =>
        fetch(`${app.url}/webapi/Contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `bench-contact-${i}-${Date.now()}` },
          body: JSON.stringify({ ctcMail: `burst${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }),
        }),
      ),
    );
    const burst = await timedBurst(people.map((family) => () => bookOn(app, family, crsId)));
    const course = (await app.call('GET', `/webapi/Cours/${crsId}`, { cookie: admin })).body.data as { booked: number; waiting: number };
    const ratio = (p: number) => (percentile(burst.latencies, p) / percentile(contacts.latencies, p)).toFixed(1);
    record(database, `${families} POST /Contact at once: p50 / p99 (baseline)`, `${ms(percentile(contacts.latencies, 50))} / ${ms(percentile(contacts.latencies, 99))}, ${(families / contacts.seconds).toFixed(0)}/s, ${contacts.errors} errors`);
    record(database, `${families} families book one 8-place course at once: p50 / p99`, `${ms(percentile(burst.latencies, 50))} / ${ms(percentile(burst.latencies, 99))} (${ratio(50)}× / ${ratio(99)}× the contacts')`);
    record(database, `${families}-family burst: bookings/s, errors, seated/waiting`, `${(families / burst.seconds).toFixed(0)}/s, ${burst.errors} errors, ${course.booked}/${course.waiting}`);

    // Another open page: a visitor in the `courses` room, re-reading the course a notice names.
    const visitor = await connectLive(app.url);
    await subscribe(visitor, 'courses');
    const admins = await connectLive(app.url, admin);
    await subscribe(admins, ADMIN_ROOMS.contacts);
    const heard = new Map<string, number>();
    const listen = (socket: typeof visitor) =>
      socket.on('change', (change: Change) => {
        for (const id of change.ids) if (!heard.has(`${change.readModel}:${id}`)) heard.set(`${change.readModel}:${id}`, performance.now());
      });
    listen(visitor);
    listen(admins);
    const waitFor = async (name: string) => {
      const deadline = Date.now() + 5000;
      while (!heard.has(name) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      return heard.get(name) ?? performance.now();
    };
    const toNotice: number[] = [];
    const toPage: number[] = [];
    const toAdmin: number[] = [];
    const extra: BookingFamily[] = [];
    for (let i = 0; i < samples; i++) extra.push(await bookingFamily(app, catalogue, 10_000 + i));
    for (let i = 0; i < samples; i++) {
      const course = await bookingCourse(app, admin, catalogue, 8, 20);
      heard.clear();
      const started = performance.now();
      await bookOn(app, extra[i]!, course);
      const noticed = await waitFor(`courses:${course}`);
      toNotice.push(noticed - started);
      await fetch(`${app.url}/webapi/Cours/${course}`);
      toPage.push(performance.now() - started);
      const posted = performance.now();
      const contact = await fetch(`${app.url}/webapi/Contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `bench-contact-live-${i}-${Date.now()}` },
        body: JSON.stringify({ ctcMail: `live${i}@example.fr`, ctcMessage: 'Mesure', acyIds: [] }),
      });
      const { data } = (await contact.json()) as { data: { id: number } };
      toAdmin.push((await waitFor(`contacts:${data.id}`)) - posted);
    }
    visitor.disconnect();
    admins.disconnect();
    record(database, `POST /Contact -> admin socket p50 / p99 (${samples}, baseline)`, `${ms(percentile(toAdmin, 50))} / ${ms(percentile(toAdmin, 99))}`);
    record(database, 'booking -> places-left notice on a visitor socket p50 / p99', `${ms(percentile(toNotice, 50))} / ${ms(percentile(toNotice, 99))} (${(percentile(toNotice, 50) / percentile(toAdmin, 50)).toFixed(1)}× the contact's p50)`);
    record(database, 'booking -> notice -> the page has re-read the course p50 / p99', `${ms(percentile(toPage, 50))} / ${ms(percentile(toPage, 99))}`);
  } finally {
    await app.close();
  }
}
