import { buildApp } from './app';
import { ensureSystemAccounts } from './db/bootstrap';
import { createDatabase } from './db/client';
import { EnvError, readEnv, withSigningKey } from './env';
import { connectRedis } from './plugins/external/redis';
import { checkWebBuild } from './plugins/web-time-zone';
import { ensureAdmin, hasAdmin } from './seed/admin';
import { demoLoginsInUse, formatDemoLogins, formatDemoWarning, seedDemoIfEmpty } from './seed/index';

/** Addresses only this machine reaches: the demo passwords matter nowhere else. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

async function main(): Promise<void> {
  const settings = readEnv();
  const webBuild = checkWebBuild(settings);
  const redis = settings.REDIS_URL ? await connectRedis(settings.REDIS_URL) : undefined;
  // Only once every check has passed: a refused start leaves DATA_DIR without a signing key.
  const env = withSigningKey(settings);
  const database = await createDatabase(env);
  await database.migrate();
  await ensureSystemAccounts(database.db);

  if (database.kind === 'pglite') {
    const network = await seedDemoIfEmpty(database.db);
    if (network) process.stdout.write(`${formatDemoLogins(network)}\n`);
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (result === 'created') process.stdout.write(`Admin ${env.ADMIN_EMAIL} created.\n`);
  } else if (!(await hasAdmin(database.db))) {
    process.stdout.write(
      'No Admin exists yet. Set ADMIN_EMAIL and ADMIN_PASSWORD, or run: pnpm --filter @bingo/api create-admin\n',
    );
  }

  const app = await buildApp({ env, db: database.db, webBuild, redis });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const where = database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL';
  process.stdout.write(`Bingo Hall on http://${env.HOST}:${env.PORT} (${where}); API docs at /api/docs\n`);
  // After listening: checking the demo passwords (an argon2 check each) must not hold up the start.
  if (database.kind === 'pglite' && !LOOPBACK.has(env.HOST)) {
    const open = await demoLoginsInUse(database.db);
    if (open.length > 0) process.stdout.write(formatDemoWarning(env.HOST, open));
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof EnvError ? err.message : String((err as Error)?.stack ?? err)}\n`);
  process.exit(1);
});
