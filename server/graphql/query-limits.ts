/**
 * What one GraphQL request may ask for, checked by graphql-armor while the document is parsed and
 * validated, before any resolver runs: tokens, depth, aliases, directives and cost. Each check is
 * linear in the document (fragments are walked once), so a fragment bomb or an alias flood is
 * refused in milliseconds. A refusal is HTTP 400 with `QUERY_TOO_COMPLEX` and the limit's name as
 * `limit`.
 *
 * The limits are set from the app's own documents (the unit test `query-limits.test.ts` runs
 * every one of them through these checks) with room to spare: the deepest is 6 levels, the most
 * aliases 12 (the weekly score chart), the largest about 410 tokens, the costliest about 225.
 */
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../../src/domain/error-codes';
import { appError } from './app-error';

export const QUERY_LIMITS = {
  /** Lexical tokens in the document. */
  tokens: 2_000,
  /** Nested selection sets, fragments counted where they are spread. */
  depth: 10,
  /** Aliased fields in one operation (`__typename` is free). */
  aliases: 30,
  /** Directives in one operation. */
  directives: 20,
  /** graphql-armor's cost: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  cost: 1_500,
} as const;

export type QueryLimit = keyof typeof QUERY_LIMITS;

/**
 * The options every check shares: it tells no caller its limit, and going over `limit` throws the
 * refusal (so parsing or validation stops at once).
 */
function refusing(limit: QueryLimit) {
  const refuse = (): never => {
    throw appError(ErrorCode.QUERY_TOO_COMPLEX, { limit, status: 400 });
  };
  return { exposeLimits: false, propagateOnRejection: false, onReject: [refuse] };
}

/** The envelop plugins that enforce `QUERY_LIMITS`, for yoga's plugin list. */
export function queryLimitPlugins(): Plugin[] {
  const armor = new EnvelopArmor({
    maxTokens: { ...refusing('tokens'), n: QUERY_LIMITS.tokens },
    maxDepth: { ...refusing('depth'), n: QUERY_LIMITS.depth, ignoreIntrospection: true },
    maxAliases: { ...refusing('aliases'), n: QUERY_LIMITS.aliases },
    maxDirectives: { ...refusing('directives'), n: QUERY_LIMITS.directives },
    costLimit: { ...refusing('cost'), maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true },
    // GraphQL's "Did you mean ...?" hints name fields a caller did not ask about.
    blockFieldSuggestion: { enabled: true },
  });
  return armor.protect().plugins as Plugin[];
}
