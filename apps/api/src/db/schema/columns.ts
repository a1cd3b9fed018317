import { type AnyPgColumn, bigint, bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column shapes every table repeats. Each builder writes exactly the SQL the tables wrote by
 * hand before (the migrations did not change), so a table reads as its meaning, not its types.
 */

/** A random UUID key the database makes, for rows other tables point at. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** An ordered key for append-only rows, read as a JS number (safe far beyond any row count). */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A 64-bit integer read as a JS number: amounts in santim, counters and versions. */
export const int64 = (name: string) => bigint(name, { mode: 'number' });

/** An instant, kept with its time zone so every server reads the same moment. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A required link to another row by its UUID. */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);
