import closeWithGrace from 'close-with-grace';
import { DEFAULT_ADMIN_PASSWORD, productionProblems, verifyPassword, type Config } from '@plouf/infra';
import type { Platform } from './platform.ts';
import type { Server } from './server.ts';

/** How long a stop may take (drain, requests in flight, checkpoints) before the process exits anyway. */
const STOP_DEADLINE_MS = 30_000;

/** In production, a setting only fit for a laptop stops the start, saying what to set. */
export function refuseUnsafeProduction(config: Config, env: NodeJS.ProcessEnv = process.env) {
  const problems = productionProblems(config, env);
  if (problems.length === 0) return;
  console.error(`Plouf will not start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

/** In production, an administrator whose password is still the one `npm start` prints stops the start. */
export async function refuseDefaultAdminPassword(platform: Platform, config: Pick<Config, 'production' | 'adminEmail'>) {
  if (!config.production) return;
  const userId = await platform.sessions.claimant(config.adminEmail);
  const stored = userId === null ? undefined : (await platform.sessions.findById(userId))?.passwordHash;
  if (stored && (await verifyPassword(DEFAULT_ADMIN_PASSWORD, stored))) {
    console.error(`Plouf will not start in production: ${config.adminEmail} still has the default password printed by \`npm start\`. Set ADMIN_PASSWORD to a password of your own.`);
    await platform.close();
    process.exit(1);
  }
}

/**
 * SIGTERM or SIGINT (or an error nothing caught): `/readyz` answers 503 for `drainMs`, then the server
 * stops taking requests, finishes those in flight, stops its followers (each commits its checkpoint)
 * and closes the database (and `also`: Redis); past 30 s, or on a second signal, the process exits at once.
 * (`close-with-grace`).
 */
export function stopGracefully(server: Server, platform: Platform, { drainMs, also }: { drainMs: number; also?: () => Promise<void> }) {
  closeWithGrace({ delay: STOP_DEADLINE_MS }, async ({ signal, err }) => {
    if (err) console.error('Plouf is stopping after an error nothing caught:', err);
    else console.log(`Plouf is stopping (${signal ?? 'asked'}): finishing the requests in flight`);
    server.drain();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await server.close();
    await also?.();
    await platform.close();
  });
}
