import { commandApi } from '@plouf/command-api';
import { createHttpApp, type Config } from '@plouf/infra';
import { startMailer, type MailerConfig } from '@plouf/mailer';
import { startProjectionRunner } from '@plouf/projections';
import { activityQueries, attachLive, contactQueries, familyQueries, liveChannels, queryApi } from '@plouf/query-api';
import type { Platform } from './platform.ts';

export interface ServeOptions {
  /** Which parts this process runs: the all-in-one runs them all. */
  commands?: boolean;
  queries?: boolean;
  projections?: boolean;
  frontendDir?: string | undefined;
  /** Runs the mailer in this process with these settings. */
  mailer?: MailerConfig | undefined;
  /** A pino level (`warn`, `info`…), or false for none. */
  logger?: string | false;
  now?: () => Date;
}

/**
 * Builds the HTTP app (not listening) with the parts asked for, on a platform. Tests call it with
 * everything on and use `app.inject()` or listen on port 0.
 */
export async function buildServer(platform: Platform, config: Pick<Config, 'secureCookies'> & Partial<Pick<Config, 'trustProxy'>>, options: ServeOptions = {}) {
  const { commands = true, queries = true, projections = true } = options;
  const app = await createHttpApp({ authenticate: platform.authenticate, trustProxy: config.trustProxy ?? 'loopback', logger: options.logger ? { level: options.logger } : false, frontendDir: options.frontendDir });
  const now = options.now ?? (() => new Date());

  const contacts = contactQueries(platform.db);
  const activities = activityQueries(platform.db);
  const families = familyQueries(platform.db);
  await app.register(
    async (webapi) => {
      if (commands) {
        await webapi.register(commandApi, {
      store: platform.store,
      ids: platform.ids,
      waiter: platform.waiter,
      sessions: platform.sessions,
      keys: platform.keys,
      secureCookies: config.secureCookies,
      now,
      readBack: {
            contact: (id) => contacts.byId(id),
            unknownActivities: (ids) => activities.unknown(ids),
            sessionUser: (id) => families.sessionUser(id),
            member: (id) => families.user(id),
            family: (id) => families.family(id),
          },
        });
      }
      if (queries) await webapi.register(queryApi, { db: platform.db, now });
    },
    { prefix: '/webapi' },
  );

  const runner = projections
    ? startProjectionRunner({
        store: platform.store,
        db: platform.db,
        projectors: platform.projectors,
        notices: platform.notices,
        onError: (readModel, error) => app.log.error({ err: error, readModel }, 'projection batch failed; retrying'),
      })
    : undefined;

  const mailer = options.mailer ? startMailer({ store: platform.store, pool: platform.pool, keys: platform.keys, config: options.mailer, log: app.log }) : undefined;

  await app.ready();
  const live = queries ? attachLive(app.server, { notices: platform.notices, authenticate: platform.authenticate, channels: liveChannels }) : undefined;

  return {
    app,
    mailer,
    async close() {
      await mailer?.stop();
      await runner?.stop();
      await live?.close();
      await app.close();
    },
  };
}

export type Server = Awaited<ReturnType<typeof buildServer>>;
