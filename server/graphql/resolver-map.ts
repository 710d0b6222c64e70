/**
 * The shape of one area's resolvers (`{ Query: { getControl }, Mutation: { ... } }`), as each
 * `*.resolvers.ts` module exports it and as resolvers/merge.ts joins them for api-schema.ts: the
 * types generated from the schema (`npm run codegen`), so every argument, parent and result is
 * checked against the SDL.
 */
import type { Resolvers } from './generated/resolver-types';

export type ResolverMap = Resolvers;
