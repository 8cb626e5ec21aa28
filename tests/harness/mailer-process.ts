/**
 * The mailer alone, as `npm run start:mailer` runs it, on the PostgreSQL database named by argv[2],
 * sending to the SMTP server of argv[3] at argv[4] mails a second. It prints "ready" once started;
 * SIGTERM stops it cleanly, SIGKILL (the test's) does not. Used by tests/integration/message-crash.test.ts.
 */
import { startMailer } from '@plouf/mailer';
import { openPlatform } from '../../infra/entry/platform.ts';

const [databaseUrl, smtpUrl, rate] = process.argv.slice(2) as [string, string, string];
const platform = await openPlatform({ databaseUrl, dataDir: undefined, eventStoreUrl: undefined });
const quiet = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };
const mailer = startMailer({
  store: platform.store,
  pool: platform.pool,
  keys: platform.keys,
  config: { from: 'Plouf <no-reply@plouf.test>', testMode: false, testRecipient: 'test@plouf.test', bcc: undefined, publicUrl: 'https://plouf.example', timeZone: 'Europe/Paris', ratePerSecond: Number(rate), transport: { kind: 'smtp', url: smtpUrl } },
  // A mail taken by a process that died is taken again after this: short, for the test to end soon.
  timing: { leaseMs: 3_000, pollMs: 200 },
  log: quiet as never,
});
console.log('ready');
process.on('SIGTERM', () => {
  void mailer.stop().then(() => platform.close()).then(() => process.exit(0));
});
