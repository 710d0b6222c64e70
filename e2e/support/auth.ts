/**
 * Accounts for browser tests, against the real server: unique users, the one-time codes read from
 * the dev outbox (`GET /dev/outbox?to=EMAIL`), users made through the user pool's own protocol
 * (`POST /auth`, as aws-amplify speaks it) when the test is not about registering, and signing in
 * through the sign-in screen.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  name: string;
  password: string;
}

let counter = 0;

/** A user no other test (or earlier run on the same data folder) has used. */
export function uniqueUser(label = 'player'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${label}-${id}@example.com`,
    name: `Test ${label} ${id}`,
    password: 'Orienteering1',
  };
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The six-digit code of the newest mail to `email` after `after` mails (polls until it comes). */
export async function readCode(
  request: APIRequestContext,
  email: string,
  after = 0,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const mails = (await response.json()) as OutboxMail[];
        if (mails.length <= after) return `${mails.length} mails`;
        code = /\b(\d{6})\b/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
        return code ? 'found' : 'no code in the mail';
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return code ?? '';
}

/** How many mails `email` has had so far. */
export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  return response.ok() ? ((await response.json()) as OutboxMail[]).length : 0;
}

/** One call of the user pool's JSON protocol, answered as it comes. */
async function postUserPool(request: APIRequestContext, action: string, body: object) {
  const config = (await (await request.get('/config.json')).json()) as {
    Auth: { Cognito: { userPoolClientId: string; userPoolEndpoint: string } };
  };
  const { userPoolClientId, userPoolEndpoint } = config.Auth.Cognito;
  return request.post(new URL(userPoolEndpoint).pathname, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify({ ClientId: userPoolClientId, ...body }),
  });
}

/** One call of the user pool's JSON protocol, its answer read; fails the test unless it is 200. */
export async function userPool<T = unknown>(
  request: APIRequestContext,
  action: string,
  body: object,
): Promise<T> {
  const response = await postUserPool(request, action, body);
  expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** True when the user pool signs `user` in with their password. */
async function passwordWorks(request: APIRequestContext, user: TestUser): Promise<boolean> {
  const response = await postUserPool(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
  });
  return response.ok();
}

/** A user attribute as the user pool takes it at sign-up (`nickname`, `custom:publishResults`). */
export interface UserAttribute {
  Name: string;
  Value: string;
}

/** Registers `user`, with any attributes beyond e-mail and name, without confirming the e-mail. */
export async function registerUser(
  request: APIRequestContext,
  user: TestUser,
  attributes: UserAttribute[] = [],
): Promise<void> {
  await userPool(request, 'SignUp', {
    Username: user.email,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'name', Value: user.name },
      ...attributes,
    ],
  });
}

/** A registered and confirmed user, made without the screens, with the attributes given. */
export async function createUser(
  request: APIRequestContext,
  label?: string,
  attributes: (user: TestUser) => UserAttribute[] = () => [],
): Promise<TestUser> {
  const user = uniqueUser(label);
  await registerUser(request, user, attributes(user));
  const code = await readCode(request, user.email);
  await userPool(request, 'ConfirmSignUp', { Username: user.email, ConfirmationCode: code });
  return user;
}

/** `user` signed in through the user pool, without a browser: their ID token and id (sub). */
export async function tokenOf(
  request: APIRequestContext,
  user: TestUser,
): Promise<{ token: string; sub: string }> {
  const answer = await userPool<{ AuthenticationResult: { IdToken: string } }>(
    request,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    },
  );
  const token = answer.AuthenticationResult.IdToken;
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub: string };
  return { token, sub: payload.sub };
}

/** Fills in and sends the sign-in form of the page already showing it (in any language). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('form');
  await form.locator('input[name="username"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs in through the sign-in screen and waits for the name in the navigation. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('link', { name: user.name })).toBeVisible();
}

/** A new confirmed user (see createUser), signed in through the sign-in screen. */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  label?: string,
): Promise<TestUser> {
  const user = await createUser(request, label);
  await signIn(page, user);
  return user;
}

/** The demo world's accounts (server/demo/demo-accounts.ts), which the e2e server seeds. */
export const DEMO_EDITOR_EMAIL = 'editor@demo.map-game.invalid';
export const DEMO_ADMIN_EMAIL = 'admin@demo.map-game.invalid';
export const DEMO_PLAYER_EMAIL = 'player@demo.map-game.invalid';

const demoUsers = new Map<string, TestUser>();

/**
 * A demo account with a password the test knows: the demo passwords are random and printed only
 * on the server's log, so the account's password is reset once per test worker through the
 * forgotten-password flow, as a user would (ForgotPassword, the code from the dev outbox,
 * ConfirmForgotPassword). The demo Editor owns the demo world; tests should make their own maps
 * and games under unique names rather than change it.
 */
export async function demoUser(request: APIRequestContext, email: string): Promise<TestUser> {
  const known = demoUsers.get(email);
  if (known) return known;
  const names: Record<string, string> = {
    [DEMO_EDITOR_EMAIL]: 'DemoEditor',
    [DEMO_ADMIN_EMAIL]: 'DemoAdmin',
    [DEMO_PLAYER_EMAIL]: 'DemoPlayer',
  };
  const user: TestUser = { email, name: names[email] ?? email, password: 'Orienteering1' };
  // A worker started after a failed test finds the password already set by an earlier worker:
  // no new reset then, so a run with failures stays under the user pool's reset throttle.
  if (await passwordWorks(request, user)) {
    demoUsers.set(email, user);
    return user;
  }
  const before = await mailCount(request, email);
  await userPool(request, 'ForgotPassword', { Username: email });
  const code = await readCode(request, email, before);
  await userPool(request, 'ConfirmForgotPassword', {
    Username: email,
    ConfirmationCode: code,
    Password: user.password,
  });
  demoUsers.set(email, user);
  return user;
}

const demoTokens = new Map<string, string>();

/** A demo account's ID token (see demoUser), signed in once per test worker. */
export async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const known = demoTokens.get(email);
  if (known) return known;
  const { token } = await tokenOf(request, await demoUser(request, email));
  demoTokens.set(email, token);
  return token;
}
