import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SqlPool } from '@plouf/infra';

/**
 * Where erased values could still be (docs/adr/0022-personal-data.md, "Erasure"): every row of every
 * table, and every byte of every file. The searches ignore case; the needles are values a family
 * wrote (names, addresses, phones, free text), never ids.
 */

/** Every row of every table of the schema, as text, one line per row: what a logical dump made now would hold. */
export async function tableRows(pool: SqlPool, { keptBuyers = false }: { keptBuyers?: boolean } = {}): Promise<Map<string, string[]>> {
  const { rows: tables } = await pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  const dump = new Map<string, string[]>();
  for (const { name } of tables) {
    // The buyer's name and address on the invoices issued, which the law makes the school keep ten
    // years (ADR 0026), left out when `keptBuyers` is asked: the tests check them apart.
    const query =
      keptBuyers && name === 'documents'
        ? `SELECT (id, kind, year, number, fam_id, order_id, issued_at, (view::jsonb #- '{buyer,name}' #- '{buyer,address}')::text)::text AS line FROM documents`
        : `SELECT t::text AS line FROM "${name}" t`;
    const { rows } = await pool.query<{ line: string }>(query);
    dump.set(name, rows.map((row) => row.line));
  }
  return dump;
}

/** The rows that hold one of `needles`, as `table: row` (the row cut at 300 characters). */
export const rowsHolding = (dump: Map<string, string[]>, needles: readonly string[]) =>
  [...dump].flatMap(([table, lines]) => lines.filter((line) => needles.some((needle) => line.toLowerCase().includes(needle.toLowerCase()))).map((line) => `${table}: ${line.slice(0, 300)}`));

/** How many times each needle is in `bytes` (case ignored, compared byte for byte in UTF-8): `needle ×n`, those found only. */
export function bytesHolding(bytes: Buffer, needles: readonly string[]): string[] {
  // latin1 keeps one character per byte, so a UTF-8 needle is found where its bytes are.
  const text = bytes.toString('latin1').toLowerCase();
  return needles.flatMap((needle) => {
    const wanted = Buffer.from(needle.toLowerCase(), 'utf8').toString('latin1');
    let count = 0;
    for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + wanted.length)) count++;
    return count > 0 ? [`${needle} ×${count}`] : [];
  });
}

/**
 * Every file under `dir` that holds one of `needles`, read as bytes (a `.gz` file gunzipped first,
 * as a PGlite backup is): `path: needle ×n, …`. What `grep -rc` would find, and what it would miss
 * in a compressed file.
 */
export function filesHolding(dir: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) {
        const raw = readFileSync(path);
        const hits = bytesHolding(path.endsWith('.gz') ? gunzipSync(raw) : raw, needles);
        if (hits.length > 0) found.push(`${path}: ${hits.join(', ')}`);
      }
    }
  };
  walk(dir);
  return found;
}
