/**
 * The shape of one area's resolvers (`{ Query: { getControl }, Mutation: { ... } }`), as each
 * `*.resolvers.ts` module exports it and as resolvers/merge.ts joins them for api-schema.ts: the
 * types generated from the schema (`npm run codegen`), so every argument, parent and result is
 * checked against the SDL; `withArgs`, `withId` and `withInput` make the resolvers that only hand
 * their arguments to a service.
 */
import type { ApiContext } from './api-context';
import type { Resolvers } from './generated/resolver-types';
import type { MutationCondition, WriteArgs } from './mutation-condition';

export type ResolverMap = Resolvers;

/** A resolver handing its service the caller's context and the operation's arguments. */
export function withArgs<A, R>(service: (context: ApiContext, args: A) => R) {
  return (_parent: unknown, args: A, context: ApiContext): R => service(context, args);
}

/** A get-by-id resolver: the service answers for the argument `id`. */
export function withId<R>(service: (context: ApiContext, id: string) => R) {
  return (_parent: unknown, args: { id: string }, context: ApiContext): R =>
    service(context, args.id);
}

/** A create, update or delete resolver: the service takes the input and the condition. */
export function withInput<I, R>(
  service: (context: ApiContext, input: I, condition: MutationCondition | null | undefined) => R,
) {
  return (_parent: unknown, args: WriteArgs<I>, context: ApiContext): R =>
    service(context, args.input, args.condition);
}
