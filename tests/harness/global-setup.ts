/**
 * Where no PostgreSQL server is named (`DATABASE_URL` / `TEST_DATABASE_URL`) and a Docker engine
 * answers, testcontainers starts one for the run; otherwise the PostgreSQL suites print why they skip.
 */
export default async function setup() {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return undefined;
  const { existsSync } = await import('node:fs');
  if (!existsSync('/var/run/docker.sock') && !process.env.DOCKER_HOST) {
    console.warn('[harness] no DATABASE_URL and no Docker engine: PostgreSQL suites will be skipped, PGlite suites run');
    return undefined;
  }
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    process.env.TEST_DATABASE_URL = `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    console.warn(`[harness] testcontainers PostgreSQL at ${process.env.TEST_DATABASE_URL}`);
    return async () => {
      await container.stop();
    };
  } catch (error) {
    console.warn(`[harness] Docker is there but no PostgreSQL container could start (${(error as Error).message}): PostgreSQL suites will be skipped`);
    return undefined;
  }
}
