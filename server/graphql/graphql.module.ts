/** `/graphql` for the server: the game API's schema behind the user pool's token check. */
import type { TokenVerifier } from '../auth/token-verifier';
import { InvalidTokenError } from '../auth/token-verifier';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { allowedOrigin } from '../http/cors';
import type { HttpRoute } from '../http/route';
import type { ServerMetrics } from '../metrics/metrics';
import type { ApiContext } from './api-context';
import { buildApiSchema } from './api-schema';
import { graphqlRoute } from './graphql.route';
import { loadPageTokens } from './page-token';
import { apiResolvers } from './resolvers/index';

export interface GraphqlModuleParts {
  config: ServerConfig;
  database: Database;
  verifyToken: TokenVerifier;
  /** Epoch milliseconds; the system clock if unset. */
  clock?: () => number;
  metrics?: ServerMetrics;
}

export async function createGraphqlModule(parts: GraphqlModuleParts): Promise<HttpRoute> {
  const pageTokens = await loadPageTokens(parts.database.db);
  const clock = parts.clock ?? Date.now;
  return graphqlRoute({
    schema: buildApiSchema(apiResolvers),
    // A developer's tool: never in production, nor on a server that mails real users.
    graphiql: !parts.config.production && !parts.config.smtpUrl,
    introspection: !parts.config.production,
    allowedOrigin: allowedOrigin(parts.config.publicUrl),
    verifyToken: parts.verifyToken,
    isTokenRefusal: (error) => error instanceof InvalidTokenError,
    context: (user): ApiContext => ({
      user,
      db: parts.database.db,
      now: () => new Date(clock()),
      pageTokens,
      ...(parts.metrics ? { metrics: parts.metrics } : {}),
    }),
  });
}
