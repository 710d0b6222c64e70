/**
 * The context a bench calls a service with directly, beside the same call through HTTP + GraphQL
 * + token: the signed-in user as the API reads them from their access token, the API's database,
 * the wall clock and the server's page tokens.
 */
import type { ApiContext } from '../server/graphql/api-context.ts';
import type { PageTokens } from '../server/graphql/page-token.ts';
import type { ApiHarness, ApiUser } from '../tests/server/support/api-harness.ts';

export function directContext(
  api: ApiHarness,
  user: ApiUser,
  role: 'player' | 'editor',
  pageTokens: PageTokens,
): ApiContext {
  const isEditor = role === 'editor';
  return {
    user: {
      sub: user.sub,
      email: user.email,
      name: 'Bench',
      nickname: user.nickname,
      groups: isEditor ? ['Editor'] : [],
      isAdmin: false,
      isEditor,
      publishResults: 'PUBLIC',
      tokenUse: 'access',
    },
    db: api.database.db,
    now: () => new Date(),
    pageTokens,
  };
}
