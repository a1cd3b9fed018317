import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { ensureSystemAccounts } from '../db/bootstrap';
import { createDatabase } from '../db/client';
import { AdminEmailSchema, AdminPasswordSchema, readEnv, withSigningKey } from '../env';
import { ensureAdmin } from '../seed/admin';

const usage = 'Usage: pnpm --filter @bingo/api create-admin --email admin@example.com --password secret123';

/** The value as the schema reads it, or the schema's own message for what is wrong with it. */
function checked<T>(schema: z.ZodType<T>, value: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid value');
  return parsed.data;
}

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
  const settings = readEnv();
  const given = {
    email: values.email ?? settings.ADMIN_EMAIL,
    password: values.password ?? settings.ADMIN_PASSWORD,
  };
  if (!given.email || !given.password) throw new Error(usage);
  const email = checked(AdminEmailSchema, given.email);
  const password = checked(AdminPasswordSchema, given.password);
  // Only once the Admin's details pass: a refused run leaves DATA_DIR without a signing key.
  const env = withSigningKey(settings);

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
