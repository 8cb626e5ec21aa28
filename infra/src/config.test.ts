import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, loadConfig, productionProblems } from './config.ts';

const problemsOf = (env: NodeJS.ProcessEnv) => productionProblems(loadConfig(env), env);

describe('a configuration in production', () => {
  it('is whatever a laptop needs outside production: no problem, the demo seeded', () => {
    expect(problemsOf({})).toEqual([]);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('needs its own secret, an https address and an administrator password of its own', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^APP_SECRET is not set/);
    expect(problems[1]).toMatch(/^PUBLIC_URL is not set/);
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: 'short', PUBLIC_URL: 'http://plouf.example.fr', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toEqual([
      'APP_SECRET is shorter than 32 characters',
      'PUBLIC_URL must be an https address, not http://plouf.example.fr',
      'ADMIN_PASSWORD is the default password printed by `npm start`: choose another',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(64), PUBLIC_URL: 'https://plouf.example.fr', ADMIN_PASSWORD: 'a password of its own' })).toEqual([]);
  });

  it('seeds no demo family unless asked, and reads its drain time', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).drainMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
