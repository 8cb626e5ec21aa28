import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Why subjects were erased: a family's erasure, the desk deleting a contact request or a sign-up, or its time being up. */
export type ErasureReason = 'family' | 'deleted' | 'retention';

/**
 * One erasure as the ledger keeps it (docs/adr/0022-personal-data.md, "Erasure, redone"): enough to
 * redo it on any copy of the database, and not one clear personal value. The ids are in `subjects`
 * (`family-12`, `user-3`, `contact-5`, `newsletter-7`).
 */
export interface ErasureRecord {
  erasureId: string;
  erasedAt: string;
  subjects: string[];
  reason: ErasureReason;
  /** A sign-up erased alone: its stream, named by a keyed hash of its address (found nowhere else once erased). */
  stream?: string;
  /** The addresses it erased, as keyed hashes (`addressHasher`) under the key `by`: rows holding one in clear are found by it. */
  addresses?: { by: string; hashes: string[] };
}

/**
 * The erasures kept outside the database (`DATA_DIR/personal-erasures.jsonl`, or `ERASURE_LEDGER`),
 * one JSON line each, appended before the erasure touches the database. A backup made before an
 * erasure knows nothing of it; the ledger, kept with the server's secret and not with the backups,
 * makes every start redo it.
 */
export interface ErasureLedger {
  /** Undefined: kept nowhere outside the database (an in-memory database, in tests). */
  path: string | undefined;
  record(record: ErasureRecord): Promise<void>;
  /** Every erasure recorded, its lines merged (the lines written before this shape, one per subject, included). */
  read(): ErasureRecord[];
}

export function erasureLedger(path: string | undefined): ErasureLedger {
  return {
    path,
    async record(record) {
      if (!path) return;
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    },
    read() {
      if (!path || !existsSync(path)) return [];
      return mergeErasures(readFileSync(path, 'utf8').split('\n').flatMap(parseLine));
    },
  };
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** One line: this shape, or the one before it (`{ subject, erasureId, erasedAt }`, one line per subject). */
function parseLine(line: string): ErasureRecord[] {
  if (line.trim() === '') return [];
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return []; // A line cut by a crash mid-write: the erasure is in the database's own list too.
  }
  const { erasureId, erasedAt } = entry;
  if (typeof erasureId !== 'string' || typeof erasedAt !== 'string') return [];
  const subjects = strings(entry.subjects) ? entry.subjects : typeof entry.subject === 'string' ? [entry.subject] : [];
  if (subjects.length === 0) return [];
  const addresses = entry.addresses as ErasureRecord['addresses'] | undefined;
  return [
    {
      erasureId,
      erasedAt,
      subjects,
      reason: entry.reason === 'family' || entry.reason === 'deleted' || entry.reason === 'retention' ? entry.reason : reasonOf(erasureId, subjects),
      ...(typeof entry.stream === 'string' && { stream: entry.stream }),
      ...(addresses && typeof addresses.by === 'string' && strings(addresses.hashes) && { addresses: { by: addresses.by, hashes: addresses.hashes } }),
    },
  ];
}

/** The reason of an erasure recorded without one: a family's names its family; the nightly sweep's ids start with `retention:`. */
export const reasonOf = (erasureId: string, subjects: readonly string[]): ErasureReason =>
  subjects.some((subject) => subject.startsWith('family-')) ? 'family' : erasureId.startsWith('retention:') ? 'retention' : 'deleted';

/** Records of one erasure (its lines, or its rows in the database's own list) as one, in the order first met. */
export function mergeErasures(records: readonly ErasureRecord[]): ErasureRecord[] {
  const merged = new Map<string, ErasureRecord>();
  for (const record of records) {
    const known = merged.get(record.erasureId);
    if (!known) {
      merged.set(record.erasureId, { ...record, subjects: [...record.subjects] });
      continue;
    }
    for (const subject of record.subjects) if (!known.subjects.includes(subject)) known.subjects.push(subject);
    known.stream ??= record.stream;
    if (record.addresses && (!known.addresses || known.addresses.by === record.addresses.by)) {
      known.addresses = { by: record.addresses.by, hashes: [...new Set([...(known.addresses?.hashes ?? []), ...record.addresses.hashes])] };
    }
    if (known.reason !== 'family' && record.reason === 'family') known.reason = 'family';
  }
  return [...merged.values()];
}
