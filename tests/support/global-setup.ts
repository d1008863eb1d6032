import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the whole API run; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
