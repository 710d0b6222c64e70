import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new SQL migration from the schema; the server applies them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
