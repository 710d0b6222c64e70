// The drizzle schema: every table of the server, one file per area. (The one barrel in the server:
// drizzle needs the whole schema as one object for typed queries and for drizzle-kit.)
export { users } from './users';
