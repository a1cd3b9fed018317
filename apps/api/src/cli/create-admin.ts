import { parseArgs } from 'node:util';
import { ensureSystemAccounts } from '../db/bootstrap';
import { createDatabase } from '../db/client';
import { loadEnv } from '../env';
import { ensureAdmin } from '../seed/admin';

const usage = 'Usage: pnpm --filter @bingo/api create-admin --email admin@example.com --password secret123';

/** Creates the first Admin on a real PostgreSQL database (or the embedded one, if DATABASE_URL is unset). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const env = loadEnv();
  const email = values.email ?? env.ADMIN_EMAIL;
  const password = values.password ?? env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error(usage);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Email is invalid');
  if (password.length < 6) throw new Error('Password must be at least 6 characters');

  const database = await createDatabase(env);
  try {
    await database.migrate();
    await ensureSystemAccounts(database.db);
    const result = await ensureAdmin(database.db, {
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(
      result === 'created'
        ? `Admin ${email} created.\n`
        : `A user with the e-mail ${email} already exists.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
