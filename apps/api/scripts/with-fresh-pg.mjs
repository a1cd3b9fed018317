#!/usr/bin/env node
// Runs a command against a brand-new PostgreSQL database and drops it afterwards:
//   node scripts/with-fresh-pg.mjs npx vitest run
// PG_ADMIN_URL points at any database on the server (default: the local postgres database).
// The command gets DATABASE_URL and TEST_DATABASE_URL set to the new database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Usage: node scripts/with-fresh-pg.mjs <command> [args...]');
  process.exit(2);
}

const name = `bingo_run_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
try {
  await admin.unsafe(`create database "${name}"`);
} catch (err) {
  console.error(`Cannot create a database on ${new URL(adminUrl).host}: ${err.message}`);
  await admin.end({ timeout: 5 });
  process.exit(1);
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const child = spawn(args[0], args.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, DATABASE_URL: url.toString(), TEST_DATABASE_URL: url.toString() },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

const code = await new Promise((resolve) => {
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on('error', (err) => {
    console.error(err.message);
    resolve(1);
  });
});
try {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
} finally {
  await admin.end({ timeout: 5 });
}
process.exit(code);
