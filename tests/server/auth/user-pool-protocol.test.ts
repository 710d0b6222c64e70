/**
 * The wire of `/auth` as raw HTTP: CORS, the error shape (400, `__type`, `x-amzn-errortype`),
 * what a broken request gets, the JWKS and the client config that points Amplify here.
 */
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { USER_POOL_BODY_LIMIT_BYTES } from '../../../server/auth/user-pool.routes';
import { clientConfig } from '../../../server/http/client-config';
import { loadConfig } from '../../../server/config';
import {
  CLIENT_ID,
  PASSWORD,
  authTestServerBeforeAll,
  startAuthTestServer,
} from './support/auth-test-server';

const server = authTestServerBeforeAll();

function post(
  body: string,
  headers: Record<string, string> = {},
  path = '/auth',
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      ...headers,
    },
    body,
  });
}

async function expectRefusal(response: Response, type: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('x-amzn-errortype')).toBe(type);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['__type', 'message']);
  expect(body.__type).toBe(type);
  expect(body.message).not.toMatch(/\n\s+at /u);
  return body;
}

describe('POST /auth', () => {
  it('answers the CORS preflight with the headers Amplify and the SDK send', async () => {
    const response = await fetch(`${server.url}/auth`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/u);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'content-type',
        'x-amz-target',
        'x-amz-user-agent',
        'cache-control',
        'amz-sdk-invocation-id',
        'amz-sdk-request',
      ]),
    );
  });

  it('exposes the error type header to cross-origin callers', async () => {
    const response = await post('{}', { 'x-amz-target': 'AWSCognitoIdentityProviderService.Nope' });
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    await response.body?.cancel();
  });

  it.each([
    [
      'an action it does not have',
      { 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' },
      '{}',
    ],
    [
      'an inherited property name as action',
      { 'x-amz-target': 'AWSCognitoIdentityProviderService.constructor' },
      '{}',
    ],
    ['no X-Amz-Target', { 'x-amz-target': '' }, '{}'],
    ['another service', { 'x-amz-target': 'DynamoDB_20120810.GetItem' }, '{}'],
    ['another content type', { 'content-type': 'text/plain' }, '{}'],
    ['a body that is no JSON', {}, '{"ClientId":'],
    ['a JSON array', {}, '[]'],
    ['a JSON string', {}, '"SignUp"'],
    ['a missing parameter', {}, JSON.stringify({ ClientId: CLIENT_ID, Password: PASSWORD })],
    [
      'a parameter of the wrong type',
      {},
      JSON.stringify({ ClientId: CLIENT_ID, Username: 5, Password: PASSWORD }),
    ],
    [
      'a body over the limit',
      {},
      JSON.stringify({ padding: 'x'.repeat(USER_POOL_BODY_LIMIT_BYTES) }),
    ],
  ])('refuses %s with 400 InvalidParameterException', async (_what, headers, body) => {
    await expectRefusal(await post(body, headers), 'InvalidParameterException');
  });

  it('names the missing parameter', async () => {
    const body = await expectRefusal(
      await post(JSON.stringify({ ClientId: CLIENT_ID, Password: PASSWORD })),
      'InvalidParameterException',
    );
    expect(body.message).toBe('Missing required parameter Username');
  });

  it('answers on /auth/ too (the AWS SDK adds the slash) with the JSON protocol type', async () => {
    const response = await post(
      JSON.stringify({
        ClientId: CLIENT_ID,
        Username: 'slash@example.com',
        Password: PASSWORD,
        UserAttributes: [{ Name: 'name', Value: 'S' }],
      }),
      {},
      '/auth/',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(response.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/u);
    expect(await response.json()).toMatchObject({ UserConfirmed: false });
  });

  it('refuses GET', async () => {
    const response = await fetch(`${server.url}/auth`);
    expect(response.status).toBe(405);
    await response.body?.cancel();
  });
});

describe('GET /auth/.well-known/jwks.json', () => {
  it('publishes the public key that verifies the tokens, and nothing private', async () => {
    const response = await fetch(`${server.url}/auth/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String) as unknown,
    });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
      expect(jwks.keys[0]).not.toHaveProperty(secret);

    const email = 'jwks@example.com';
    await server.createUser(email);
    const signIn = await post(
      JSON.stringify({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
      { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    );
    const { AuthenticationResult } = (await signIn.json()) as {
      AuthenticationResult: { IdToken: string };
    };
    const { payload, protectedHeader } = await jwtVerify(
      AuthenticationResult.IdToken,
      createLocalJWKSet(jwks as never),
    );
    expect(protectedHeader).toEqual({ alg: 'RS256', kid: jwks.keys[0]?.kid });
    expect(payload.email).toBe(email);
  });
});

describe('an unexpected failure', () => {
  it('is a bare 500 InternalErrorException, never a stack trace', async () => {
    const broken = await startAuthTestServer();
    await broken.database.close();
    const response = await fetch(`${broken.url}/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      body: JSON.stringify({ ClientId: CLIENT_ID, Username: 'x@example.com' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      __type: 'InternalErrorException',
      message: 'Internal error.',
    });
    await broken.close().catch(() => {});
  });
});

describe('GET /config.json', () => {
  it('tells Amplify to sign in with the e-mail at this user pool and confirm with a code', async () => {
    const config = await server.clientConfig();
    expect(config.Auth.Cognito).toMatchObject({
      userPoolId: 'local_mapgame',
      userPoolClientId: CLIENT_ID,
      userPoolEndpoint: `${server.url}/auth`,
      loginWith: { email: true },
      signUpVerificationMethod: 'code',
      passwordFormat: { minLength: 8, requireLowercase: true, requireUppercase: true },
    });
  });

  it('says the same for a hosted pool, without an endpoint', () => {
    const config = clientConfig(
      loadConfig({
        COGNITO_REGION: 'eu-north-1',
        COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
        COGNITO_CLIENT_ID: 'hosted-client',
      }),
      'http://localhost:8080',
    );
    expect(config.Auth.Cognito).toMatchObject({
      userPoolId: 'eu-north-1_AbCdEf',
      userPoolClientId: 'hosted-client',
      loginWith: { email: true },
      signUpVerificationMethod: 'code',
    });
    expect(config.Auth.Cognito).not.toHaveProperty('userPoolEndpoint');
  });
});
