/**
 * The one owner of the Amplify set-up. aws-amplify is loaded on first use (a dynamic import), so a
 * screen that makes no sign-in call (the home page of a signed-out visitor, or any page drawn from
 * the cached user) starts without it. It is configured once, from `GET /config.json`, with the
 * user pool found there (the embedded one at `/auth`, or a hosted Cognito pool).
 *
 * Storage: Amplify keeps its tokens in localStorage under its own keys
 * (`CognitoIdentityServiceProvider.<clientId>.*`); the app's copy of the user is kept apart, see
 * `current-user-store.ts`.
 */
import type * as AmplifyAuthModule from 'aws-amplify/auth';
import { runtimeConfig } from './runtime-config';

export type AmplifyAuth = typeof AmplifyAuthModule;

let loading: Promise<AmplifyAuth> | undefined;

async function configure(): Promise<AmplifyAuth> {
  const [{ Amplify }, auth, config] = await Promise.all([
    import('aws-amplify'),
    import('aws-amplify/auth'),
    runtimeConfig(),
  ]);
  const { userPoolId, userPoolClientId, userPoolEndpoint, loginWith } = config.Auth.Cognito;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint === undefined ? {} : { userPoolEndpoint }),
        loginWith: loginWith ?? { email: true },
      },
    },
  });
  return auth;
}

/** aws-amplify/auth, configured. A failed attempt (offline, say) is tried again on the next call. */
export function amplifyAuth(): Promise<AmplifyAuth> {
  loading ??= configure().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
