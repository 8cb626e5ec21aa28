import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresImages, IMAGES_DIR_VARIABLE } from './images.ts';
import { testServerUrl } from '@plouf/infra/testing';

/** A run's folder of seeded stores (tests/harness/images.ts), removed with its template databases at the end. */
export default function setup() {
  // Both projects name this setup; the first one of a run makes the folder and cleans it up.
  if (process.env[IMAGES_DIR_VARIABLE]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'plouf-test-images-'));
  process.env[IMAGES_DIR_VARIABLE] = dir;
  return async () => {
    const server = testServerUrl();
    if (server) await dropPostgresImages(server).catch((error: Error) => console.warn(`[harness] template databases not dropped: ${error.message}`));
    rmSync(dir, { recursive: true, force: true });
  };
}
