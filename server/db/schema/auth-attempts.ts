import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The throttle's memory: one row per counted event (a wrong password or code, a code mail sent),
 * keyed by what it counts against (`account:<e-mail>`, `address:<ip>`, `mail:<e-mail>`). Kept in
 * the database because the server holds no session state and several copies may run.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [index('auth_attempts_key_at_idx').on(table.key, table.at)],
);
