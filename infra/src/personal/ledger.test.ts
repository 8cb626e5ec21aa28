import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressHasher } from './cipher.ts';
import { erasureLedger, type ErasureRecord } from './ledger.ts';

const dir = mkdtempSync(join(tmpdir(), 'plouf-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = '2026-12-03T10:00:00.000Z';

describe('the erasure ledger', () => {
  it('keeps one line per erasure, with ids and keyed hashes only, and reads it back', async () => {
    const path = join(dir, 'one', 'personal-erasures.jsonl');
    const ledger = erasureLedger(path);
    const hasher = addressHasher('a secret of at least thirty-two characters');
    const record: ErasureRecord = { erasureId: 'e1', erasedAt: at, subjects: ['family-12', 'user-3', 'contact-5'], reason: 'family', addresses: { by: hasher.id, hashes: [hasher.hash(' Lea@X.fr')] } };
    await ledger.record(record);
    await ledger.record({ erasureId: 'retention:2031-01-05:newsletter-7', erasedAt: at, subjects: ['newsletter-7'], reason: 'retention', stream: 'newsletter-abc' });
    expect(ledger.read()).toEqual([record, { erasureId: 'retention:2031-01-05:newsletter-7', erasedAt: at, subjects: ['newsletter-7'], reason: 'retention', stream: 'newsletter-abc' }]);
    expect(readFileSync(path, 'utf8')).not.toMatch(/lea/i);
    expect(hasher.hash('lea@x.fr')).toBe(record.addresses!.hashes[0]);
    expect(addressHasher('another secret of at least thirty-two characters').hash('lea@x.fr')).not.toBe(record.addresses!.hashes[0]);
  });

  it('reads the lines written before, one per subject, as their erasures, and skips a line cut by a crash', () => {
    const path = join(dir, 'old.jsonl');
    const line = (subject: string, erasureId: string) => JSON.stringify({ subject, erasureId, erasedAt: at });
    writeFileSync(path, [line('family-12', 'e1'), line('user-3', 'e1'), line('contact-5', 'deleted:contact-5'), line('contact-6', 'retention:2031-01-05:contact-6'), '{"subject":"user-'].join('\n'));
    expect(erasureLedger(path).read()).toEqual([
      { erasureId: 'e1', erasedAt: at, subjects: ['family-12', 'user-3'], reason: 'family' },
      { erasureId: 'deleted:contact-5', erasedAt: at, subjects: ['contact-5'], reason: 'deleted' },
      { erasureId: 'retention:2031-01-05:contact-6', erasedAt: at, subjects: ['contact-6'], reason: 'retention' },
    ]);
  });

  it('is nothing where it is kept nowhere', async () => {
    const ledger = erasureLedger(undefined);
    await ledger.record({ erasureId: 'e', erasedAt: at, subjects: ['family-1'], reason: 'family' });
    expect(ledger.read()).toEqual([]);
    expect(erasureLedger(join(dir, 'missing.jsonl')).read()).toEqual([]);
  });
});
