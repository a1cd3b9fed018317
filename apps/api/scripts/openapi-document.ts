import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';

/**
 * The OpenAPI document exactly as the running API serves it at /api/docs/json: the app is built
 * in-process on a throwaway embedded database, asked for its document, and closed.
 */
export async function openapiDocument(): Promise<unknown> {
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'openapi-document-only-secret-long-enough',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
  });
  const database = await createDatabase({ DATA_DIR: 'memory://' });
  const app = await buildApp({ env, db: database.db });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

/** Writes the document to a fresh temporary file and answers its path. */
export async function writeOpenapiDocument(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'bingo-openapi-')), 'openapi.json');
  writeFileSync(file, `${JSON.stringify(await openapiDocument(), null, 2)}\n`);
  return file;
}
