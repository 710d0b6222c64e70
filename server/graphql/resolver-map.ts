/**
 * The shape of one area's resolvers (`{ Query: { getControl }, Mutation: { ... } }`), as each
 * `*.resolvers.ts` module exports it and as resolvers/merge.ts joins them for api-schema.ts.
 */
import type { ApiContext } from './api-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolver arguments are typed per module
export type Resolver = (parent: any, args: any, context: ApiContext) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;
