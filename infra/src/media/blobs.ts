import { createHash } from 'node:crypto';
import type { SqlPool } from '../db/pool.ts';

export interface Blob {
  mime: string;
  bytes: Buffer;
}

/**
 * Uploaded files, addressed by their SHA-256. Events name a file by its hash and never hold its
 * bytes; the bytes live here, in the same database as everything else, so every process (and a
 * backup) sees them. Storing the same bytes twice keeps one copy; nothing is ever overwritten, so a
 * replay finds every file its events name.
 *
 * @example
 * const sha256 = await blobs.put(bytes, 'image/png');
 * const blob = await blobs.get(sha256);
 */
export function createBlobStore(pool: SqlPool) {
  return {
    async put(bytes: Uint8Array, mime: string): Promise<string> {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await pool.query('INSERT INTO media_blobs (sha256, mime, size, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256) DO NOTHING', [sha256, mime, bytes.byteLength, bytes]);
      return sha256;
    },
    async get(sha256: string): Promise<Blob | null> {
      const { rows } = await pool.query<{ mime: string; bytes: Uint8Array }>('SELECT mime, bytes FROM media_blobs WHERE sha256 = $1', [sha256]);
      const row = rows[0];
      return row ? { mime: row.mime, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : null;
    },
  };
}

export type BlobStore = ReturnType<typeof createBlobStore>;
