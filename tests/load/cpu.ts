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
