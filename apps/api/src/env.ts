import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import {
  DEFAULT_HALL_TIME_ZONE,
  emailField,
  isTimeZone,
  newPasswordField,
  notATimeZoneMessage,
} from '@bingo/contracts';
import { parse as parseDuration } from '@lukeed/ms';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Named ranges proxy-addr understands, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (the default, so the header is ignored),
 * a hop count, or a comma-separated list of addresses and CIDRs. Passed to Fastify's trustProxy.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (!v) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or addresses/CIDRs separated by commas (bad: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Decimal digits only: Number() reads '' as 0 (a port the system picks) and '0x50' or '1e3' as ports
 * nobody wrote. Empty counts as unset, as for the other settings.
 */
const PortSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): number => {
    if (!v) return 3000;
    const port = /^\d{1,5}$/.test(v) ? Number(v) : Number.NaN;
    if (!(port <= 65535)) {
      ctx.addIssue({ code: 'custom', message: `PORT must be a whole number from 0 to 65535 (got "${v}")` });
      return z.NEVER;
    }
    return port;
  });

/**
 * A login limit in decimal digits: Number() reads '' as 0 (refused with zod's "Too small", where an
 * empty setting means the default everywhere else) and '0x10' or '1e3' as limits nobody wrote.
 */
const loginLimitSchema = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (!v) return undefined;
      if (/^\d{1,9}$/.test(v) && Number(v) > 0) return Number(v);
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number above 0 (got "${v}")` });
      return z.NEVER;
    });

/**
 * The login limit's window, read with the parser @fastify/rate-limit would use, into milliseconds.
 * That parser takes a bare number as milliseconds (so "15" would be no limit at all) and an unknown
 * unit or 0 as no window (so every login would fail as if the server were busy): both are refused.
 */
const LoginWindowSchema = z
  .string()
  .trim()
  .default('15 minutes')
  .transform((v, ctx): number => {
    const ms = /[a-z]/i.test(v) ? parseDuration(v) : undefined;
    const whole = ms === undefined ? Number.NaN : Math.round(ms);
    if (!Number.isSafeInteger(whole) || whole < 1000) {
      ctx.addIssue({
        code: 'custom',
        message: `LOGIN_RATE_LIMIT_WINDOW must be a duration of at least 1 second with its unit, such as 15 minutes or 1h (got "${v}")`,
      });
      return z.NEVER;
    }
    return whole;
  });

/**
 * The first Admin's e-mail and password, held to the rules of every account's (the contracts'
 * fields): a password the login form would refuse (over 128 characters) makes an Admin who can
 * never sign in, and one under 6 an Admin anyone could guess. The create-admin command checks with these too.
 */
export const AdminEmailSchema = emailField();
export const AdminPasswordSchema = newPasswordField();

const EnvSourceSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalText,
  PORT: PortSchema,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'JWT_SECRET must be at least 32 characters long',
  }),
  JWT_EXPIRES_IN: z
    .string()
    .trim()
    .regex(/^0*[1-9]\d*[smhd]$/, { error: 'JWT_EXPIRES_IN must look like 30m, 12h or 7d' })
    .default('12h'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().default('Bingo Hall <no-reply@bingo-hall.local>'),
  ADMIN_EMAIL: optionalText.pipe(AdminEmailSchema.optional()),
  ADMIN_PASSWORD: optionalText.pipe(AdminPasswordSchema.optional()),
  WEB_DIST: z.string().trim().min(1).default('../web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // Refused at start-up: an unknown zone would otherwise be a 500 on every shift and daily-sales read.
  // Blank is unset, as the web build reads it, so the two never settle on different zones.
  HALL_TIME_ZONE: optionalText.pipe(
    z
      .string()
      .refine(isTimeZone, { error: (issue) => notATimeZoneMessage(String(issue.input)) })
      .default(DEFAULT_HALL_TIME_ZONE),
  ),
  LOGIN_RATE_LIMIT_MAX: loginLimitSchema('LOGIN_RATE_LIMIT_MAX').transform((v) => v ?? 10),
  LOGIN_RATE_LIMIT_WINDOW: LoginWindowSchema,
  LOGIN_RATE_LIMIT_IP_MAX: loginLimitSchema('LOGIN_RATE_LIMIT_IP_MAX'),
  TRUST_PROXY: TrustProxySchema,
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    error: 'REDIS_URL must start with redis:// or rediss://',
  }),
  RATE_LIMIT_PREFIX: z.string().trim().min(1).default('bingo-hall:rate-limit:'),
});

export type Env = {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  DATABASE_URL: string | undefined;
  DATA_DIR: string;
  JWT_SECRET: string;
  JWT_EXPIRES_IN: string;
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  ADMIN_EMAIL: string | undefined;
  ADMIN_PASSWORD: string | undefined;
  WEB_DIST: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  HALL_TIME_ZONE: string;
  /** Attempts per e-mail, from any address. */
  LOGIN_RATE_LIMIT_MAX: number;
  /** The window both login counters run over, in milliseconds (LOGIN_RATE_LIMIT_WINDOW). */
  LOGIN_RATE_LIMIT_WINDOW_MS: number;
  /** Attempts per client address, whatever the e-mail. */
  LOGIN_RATE_LIMIT_IP_MAX: number;
  TRUST_PROXY: false | number | string[];
  /** Rate limits live in Redis when set, so they hold across instances. */
  REDIS_URL: string | undefined;
  RATE_LIMIT_PREFIX: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * The embedded database keeps its signing key beside its data, so tokens survive a restart without
 * anyone having to configure a secret for a demo.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The configuration as read and checked, before anything is written: JWT_SECRET may be unset yet. */
export type EnvSettings = Omit<Env, 'JWT_SECRET'> & { JWT_SECRET: string | undefined };

/**
 * Reads and checks the configuration once at start; a bad value stops the process with a clear line.
 * It writes nothing, so a refused start leaves DATA_DIR as it was (withSigningKey writes).
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): EnvSettings {
  const parsed = EnvSourceSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (!e.JWT_SECRET && production && e.DATABASE_URL) {
    throw new EnvError('JWT_SECRET is required in production when DATABASE_URL is set (32+ characters).');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new EnvError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  return {
    NODE_ENV: e.NODE_ENV,
    HOST: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    PORT: e.PORT,
    DATABASE_URL: e.DATABASE_URL,
    DATA_DIR: resolve(e.DATA_DIR),
    JWT_SECRET: e.JWT_SECRET,
    JWT_EXPIRES_IN: e.JWT_EXPIRES_IN,
    SMTP_URL: e.SMTP_URL,
    MAIL_FROM: e.MAIL_FROM,
    ADMIN_EMAIL: e.ADMIN_EMAIL,
    ADMIN_PASSWORD: e.ADMIN_PASSWORD,
    WEB_DIST: resolve(e.WEB_DIST),
    LOG_LEVEL: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    HALL_TIME_ZONE: e.HALL_TIME_ZONE,
    LOGIN_RATE_LIMIT_MAX: e.LOGIN_RATE_LIMIT_MAX,
    LOGIN_RATE_LIMIT_WINDOW_MS: e.LOGIN_RATE_LIMIT_WINDOW,
    // A hall's cashiers share one address behind its router, so an address gets more tries than an e-mail.
    LOGIN_RATE_LIMIT_IP_MAX: e.LOGIN_RATE_LIMIT_IP_MAX ?? Math.max(50, 5 * e.LOGIN_RATE_LIMIT_MAX),
    TRUST_PROXY: e.TRUST_PROXY,
    REDIS_URL: e.REDIS_URL,
    RATE_LIMIT_PREFIX: e.RATE_LIMIT_PREFIX,
  };
}

/**
 * The configuration with its signing key: without JWT_SECRET, the embedded database's key, made and
 * written into DATA_DIR the first time. Called once every check of the start has passed.
 */
export function withSigningKey(settings: EnvSettings): Env {
  return { ...settings, JWT_SECRET: settings.JWT_SECRET ?? persistedSecret(settings.DATA_DIR) };
}

/** The checked configuration with its signing key, for starts with no other check before writing. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return withSigningKey(readEnv(source));
}
