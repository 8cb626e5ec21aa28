import { afterEach, describe, expect, it } from 'vitest';
import { debugLogText } from '../features/admin/debugLog/debugLogText.ts';
import { clearDebugLog, DEBUG_LOG_SIZE, debugEntries, isDebugLogEnabled, maskSecrets, recordDebug, setDebugLogEnabled } from './debugLog.ts';

describe('the debug log (spec §6)', () => {
  afterEach(() => setDebugLogEnabled(false));
  const request = (path: string) => ({ kind: 'request' as const, method: 'GET', path, status: 200, resultCode: 'Ok', requestId: 'a1b2', ms: 12 });

  it('keeps nothing while off, the last entries while on, and empties when turned off', () => {
    recordDebug(request('/webapi/Piscine'));
    expect(debugEntries()).toEqual([]);

    setDebugLogEnabled(true);
    for (let n = 0; n < DEBUG_LOG_SIZE + 5; n++) recordDebug(request(`/webapi/Piscine/${n}`), new Date(Date.UTC(2026, 10, 26, 10, 0, n % 60)));
    expect(debugEntries()).toHaveLength(DEBUG_LOG_SIZE);
    expect(debugEntries()[0]).toMatchObject({ path: '/webapi/Piscine/5', at: '2026-11-26T10:00:05.000Z' });
    expect(debugEntries().at(-1)).toMatchObject({ path: `/webapi/Piscine/${DEBUG_LOG_SIZE + 4}` });
    clearDebugLog();
    expect(debugEntries()).toEqual([]);
    expect(isDebugLogEnabled()).toBe(true);

    recordDebug(request('/webapi/Forfait'));
    setDebugLogEnabled(false);
    expect(debugEntries()).toEqual([]);
    recordDebug(request('/webapi/Forfait'));
    expect(debugEntries()).toEqual([]);
  });

  it('writes one line per entry, oldest first, with the request ids and the live notices', () => {
    const text = debugLogText(
      [
        { ...request('/webapi/Contact'), at: '2026-11-26T10:00:00.000Z' },
        { kind: 'notice', at: '2026-11-26T10:00:01.000Z', readModel: 'contacts', room: 'admin:contacts', ids: [4, 5], position: '169', truncated: false },
        { kind: 'request', at: '2026-11-26T10:00:02.000Z', method: 'PUT', path: '/webapi/Piscine/3', status: null, resultCode: 'NetworkError', requestId: null, ms: 3000 },
        { kind: 'connection', at: '2026-11-26T10:00:03.000Z', event: 'disconnected', detail: 'transport close' },
      ],
      { at: new Date('2026-11-26T10:05:00.000Z'), page: 'http://localhost:3000/profil/administration/contacts', browser: 'Chromium', language: 'fr' },
    );
    expect(text.split('\n')).toEqual([
      'Plouf debug log, 2026-11-26T10:05:00.000Z',
      'Page: http://localhost:3000/profil/administration/contacts',
      'Browser: Chromium',
      'Language: fr',
      'Entries: 4 (oldest first)',
      '',
      '2026-11-26T10:00:00.000Z  GET /webapi/Contact → 200 Ok · 12 ms · id a1b2',
      '2026-11-26T10:00:01.000Z  live contacts [admin:contacts] ids 4,5 · position 169',
      '2026-11-26T10:00:02.000Z  PUT /webapi/Piscine/3 → — NetworkError · 3000 ms',
      '2026-11-26T10:00:03.000Z  live disconnected (transport close)',
    ]);
  });

  it('masks the one-time keys and tokens of the paths it keeps', () => {
    expect(maskSecrets('/webapi/Authenticate/autolog?key=s3cr3t&lang=fr')).toBe('/webapi/Authenticate/autolog?key=…&lang=fr');
    expect(maskSecrets('/webapi/Newsletter/valid?token=abc')).toBe('/webapi/Newsletter/valid?token=…');
    expect(maskSecrets('/webapi/Piscine?search=key')).toBe('/webapi/Piscine?search=key');
  });
});
