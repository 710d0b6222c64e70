/**
 * The served schema: the SDL of `schema/schema.graphql` with the resolvers of each area. Only the
 * operations that have a resolver are exposed (the rest are filtered out and pruned), so a client
 * never meets an operation that would silently answer null.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { filterSchema, pruneSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import fs from 'node:fs';
import type { ResolverMap } from './resolver-map';
import { hasResolver, mergeResolvers } from './resolvers/merge';
import { AWSDateTime } from './scalars';

export const API_TYPE_DEFS = fs.readFileSync(
  new URL('./schema/schema.graphql', import.meta.url),
  'utf8',
);

export function buildApiSchema(modules: readonly ResolverMap[]): GraphQLSchema {
  const resolvers = mergeResolvers(modules);
  const schema = makeExecutableSchema({
    typeDefs: API_TYPE_DEFS,
    resolvers: { ...resolvers, AWSDateTime },
  });
  const implemented = (type: string, field: string) => hasResolver(resolvers, type, field);
  return pruneSchema(
    filterSchema({
      schema,
      rootFieldFilter: (operation, field) => implemented(operation, field),
    }),
  );
}
