import type { ServerConfig } from '../config';

/** The embedded user pool's id and app client id (Amplify needs an id with an underscore). */
export const EMBEDDED_USER_POOL_ID = 'local_mapgame';
export const EMBEDDED_CLIENT_ID = 'mapgame-web';

/**
 * The runtime client configuration (`GET /config.json`): the Amplify configuration object, so the
 * same build talks to the embedded user pool or a hosted Cognito one, and the base layers.
 */
export function clientConfig(config: ServerConfig, origin: string) {
  const base = config.publicUrl ?? origin;
  return {
    Auth: {
      Cognito: config.cognito
        ? { userPoolId: config.cognito.userPoolId, userPoolClientId: config.cognito.clientId }
        : {
            userPoolId: EMBEDDED_USER_POOL_ID,
            userPoolClientId: EMBEDDED_CLIENT_ID,
            userPoolEndpoint: `${base}/auth`,
          },
    },
    API: { GraphQL: { endpoint: `${base}/graphql`, defaultAuthMode: 'userPool' } },
    baseLayers: config.baseLayers,
  };
}
