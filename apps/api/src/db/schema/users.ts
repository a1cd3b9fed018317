import { CALENDARS, UI_LANGUAGES } from '@bingo/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, int64, updatedAt, uuidId } from './columns';
import { roleEnum } from './enums';

/**
 * The hierarchy is fixed at four levels, so a parent pointer is enough:
 * SuperAgent → (none), Agent → its SuperAgent, Cashier → its Agent.
 */
export const users = pgTable(
  'users',
  {
    id: uuidId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    phoneNumber: text('phone_number'),
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id),
    isActive: boolean('is_active').notNull().default(true),
    /** The screens' language and calendar the user chose; they follow the user to any PC. */
    language: text('language', { enum: UI_LANGUAGES }).notNull().default('en'),
    calendar: text('calendar', { enum: CALENDARS }).notNull().default('gregorian'),
    /** Bumped by logout, password reset, deactivation and role change; tokens carry it as `tv`. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLogin: instant('last_login'),
    /**
     * The newest credit (its entry id) the notifications bell has shown; credits after it count as
     * unseen. An id, not a time: entries of one account take their ids under the account's row lock,
     * so a credit committed later always has a larger id, even when its transaction began earlier.
     */
    creditsSeenEntryId: int64('credits_seen_entry_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentId),
    index('users_role_idx').on(t.role),
    check('users_language_ck', sql`${t.language} in ('en', 'am')`),
    check('users_calendar_ck', sql`${t.calendar} in ('gregorian', 'ethiopic')`),
  ],
);
