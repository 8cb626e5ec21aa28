import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README names the Node version a newcomer installs; CI runs on it. Every installed package must
 * accept that version, so `npm install` stays quiet and nothing needs a newer Node than we say.
 */
const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

function installed(folder: string, found: { name: string; range: string; at: string }[] = []) {
  if (!existsSync(folder)) return found;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      installed(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const { name, engines: wants } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; engines?: { node?: string } };
      if (name && typeof wants?.node === 'string') found.push({ name, range: wants.node, at: path });
    }
    installed(join(path, 'node_modules'), found);
  }
  return found;
}

describe('the Node version the README names', () => {
  const named = /Node (\d+\.\d+)\+/.exec(readme)?.[1];

  it('is the one package.json declares', () => {
    expect(named).toBeDefined();
    expect(semver.minVersion(engines)?.version).toBe(`${named}.0`);
  });

  it('is accepted by every installed package', () => {
    const lowest = semver.minVersion(engines)!.version;
    const workspaces = ['', 'infra', 'command-api', 'projections', 'query-api', 'mailer', 'frontend', 'tests'];
    const refusing = workspaces
      .flatMap((workspace) => installed(join(root, workspace, 'node_modules')))
      .filter(({ range }) => semver.validRange(range) && !semver.satisfies(lowest, range))
      .map(({ name, range }) => `${name} wants Node ${range}`);
    expect(refusing).toEqual([]);
  });
});
