// Vitest global setup for the integration project: a real PostgreSQL (embedded unless
// TEST_DATABASE_URL or DATABASE_URL is set), one migrated template database, its URL provided
// to every test file.
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';
import { databaseUrl, TEMPLATE_DATABASE } from './db.ts';

let embedded: EmbeddedPostgres | undefined;

export async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.resolve('.data/test'), ephemeral: true });
    serverUrl = embedded.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    // Databases left by an interrupted run go first.
    const stale = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE 'contacto_test_%'`;
    for (const { datname } of stale) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = postgres(databaseUrl(serverUrl, TEMPLATE_DATABASE), { max: 1, onnotice: () => undefined });
  try {
    await migrate(template);
  } finally {
    await template.end();
  }
  project.provide('testServerUrl', serverUrl);
}

export async function teardown() {
  await embedded?.stop();
}
