import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ: 100 on every usual build). */
const TICKS = 100;

/** CPU seconds of every local PostgreSQL process (the server and its backends), from /proc; null where none is seen. */
function postgresSeconds(): number | null {
  let ticks = 0;
  let seen = false;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    } catch {
      // Gone meanwhile.
    }
  }
  return seen ? ticks / TICKS : null;
}

/**
 * What the CPU did over a stretch of the bench: this process (the server, in the bench) and the
 * local PostgreSQL (its backends that lived through the stretch). A figure the noise of a shared
 * machine moves less than a latency: where the time of a request goes when the cores are full.
 *
 * @example
 * const spent = cpuSpent();
 * await work();
 * const { server, postgres } = spent.stop(); // seconds
 */
export function cpuSpent() {
  const server = process.cpuUsage();
  const postgres = postgresSeconds();
  const began = performance.now();
  return {
    stop() {
      const used = process.cpuUsage(server);
      const after = postgresSeconds();
      return { wall: (performance.now() - began) / 1000, server: (used.user + used.system) / 1e6, postgres: postgres === null || after === null ? null : after - postgres };
    },
  };
}

/**
 * `BENCH_CPU_PROFILE=folder`: a CPU profile of this process (the server, in the bench) over the same
 * stretch, written as `<folder>/<label>.cpuprofile` (open it in Chromium's DevTools, or sum it by
 * function): where the server's CPU went in a rush, not in its setup. Nothing when the variable is
 * unset.
 *
 * @example
 * const profile = await cpuProfile('rush-pglite');
 * await work();
 * await profile.stop(); // prints the file written
 */
export async function cpuProfile(label: string): Promise<{ stop(): Promise<void> }> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return { stop: async () => undefined };
  const { Session } = await import('node:inspector/promises');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(folder, { recursive: true });
      const file = `${folder}/${label}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      console.log(`   CPU profile of the server process: ${file}`);
    },
  };
}
