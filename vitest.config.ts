import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{infra,command-api,projections,query-api,mailer,tests}/**/*.test.ts', 'frontend/src/**/*.test.{ts,tsx}', 'frontend/build/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['tests/harness/global-setup.ts'],
  },
});
