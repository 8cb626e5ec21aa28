import type { DebugEntry } from '../../../api/debugLog.ts';

/** What a log entry says on one line, after its time: the same words on screen and in the copy. */
export function entryLine(entry: DebugEntry): string {
  switch (entry.kind) {
    case 'request':
      return `${entry.method} ${entry.path} → ${entry.status ?? '—'} ${entry.resultCode} · ${entry.ms} ms${entry.requestId ? ` · id ${entry.requestId}` : ''}`;
    case 'notice':
      return `live ${entry.readModel}${entry.room ? ` [${entry.room}]` : ''} ids ${entry.truncated ? 'all' : entry.ids.join(',') || '—'} · position ${entry.position}`;
    case 'connection':
      return `live ${entry.event}${entry.detail ? ` (${entry.detail})` : ''}`;
  }
}

/** Whether an entry tells of something that went wrong (a refused call, a lost connection). */
export function isTrouble(entry: DebugEntry): boolean {
  if (entry.kind === 'request') return entry.resultCode !== 'Ok';
  return entry.kind === 'connection' && entry.event !== 'connected';
}

/**
 * The whole log as text for a support call: where and when it was taken, then one line per
 * entry, oldest first.
 *
 * @example
 * debugLogText(entries, { at: new Date(), page: location.href, browser: navigator.userAgent, language: 'fr' })
 * // 'Plouf debug log, 2026-11-26T10:50:00.000Z\nPage: …\n\n2026-11-26T10:49:01.123Z  GET /webapi/Cours/filter → 200 Ok · 35 ms · id 3f2a…'
 */
export function debugLogText(entries: readonly DebugEntry[], context: { at: Date; page: string; browser: string; language: string }): string {
  const head = [
    `Plouf debug log, ${context.at.toISOString()}`,
    `Page: ${context.page}`,
    `Browser: ${context.browser}`,
    `Language: ${context.language}`,
    `Entries: ${entries.length} (oldest first)`,
  ];
  return [...head, '', ...entries.map((entry) => `${entry.at}  ${entryLine(entry)}`)].join('\n');
}
