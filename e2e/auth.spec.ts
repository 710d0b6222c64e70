import { expect, test, type Page } from '@playwright/test';
import {
  createUser,
  mailCount,
  readCode,
  registerUser,
  signIn,
  signInNewUser,
  submitSignIn,
  uniqueUser,
} from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForServiceWorker } from './support/service-worker';
import { inEachLocale, inLocale } from './support/locales';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test.describe('accounts', () => {
  test('register, confirm with the mailed code, sign in, see the member shell, sign out', async ({
    page,
    request,
  }) => {
    const user = uniqueUser('newcomer');
    await page.goto('/sign-up');
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Repeat the password', { exact: true }).fill(user.password);
    await page.locator('form').getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/sign-up-confirm' && url.searchParams.get('email') === user.email,
    );
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
    await page.getByLabel('Code', { exact: true }).fill(await readCode(request, user.email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('email') === user.email,
    );
    await expect(
      page.getByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/');
    const nameLink = page.getByRole('link', { name: user.name });
    await expect(nameLink).toHaveAttribute('href', '/user');
    for (const [name, href] of [
      ['Games', '/game-map'],
      ['Maps', '/maps'],
      ['Punches', '/punches'],
      ['Score', '/score'],
      ['Teams', '/teams'],
    ] as const) {
      await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByText('Admin mode')).toHaveCount(0);

    await nameLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText('Player', { exact: true })).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Score' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: user.name })).toHaveCount(0);
    // Signed out for good: a reload does not bring the user back.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the nickname is set on the user page and shown in the navigation', async ({
    page,
    request,
  }) => {
    const user = await signInNewUser(page, request, 'nick');
    await page.getByRole('link', { name: user.name }).click();
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('x');
    await page.getByRole('button', { name: 'Save nickname' }).click();
    await expect(alert(page, 'Please correct the errors and try again')).toBeVisible();
    await expect(nickname).toHaveAccessibleDescription(/outside the allowed range/);
    await expect(nickname).toBeFocused();

    await nickname.fill('  Trailfox  ');
    await page.getByRole('button', { name: 'Save nickname' }).click();
    await expect(page.getByText('Your nickname has been saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trailfox' })).toHaveAttribute('href', '/user');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Trailfox' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Trailfox');
  });

  test('a signed-out user sent from a member screen signs in and comes back', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'returner');
    await page.goto('/user');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/user',
    );
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    // /score is guarded: after signing in the user lands on it with the search kept.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/score?period=week');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/score?period=week',
    );
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/score' && url.searchParams.get('period') === 'week',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Score' })).toBeVisible();
  });

  test('public pages stay open and unknown ones are 404 for a signed-out user', async ({
    page,
  }) => {
    for (const path of ['/', '/korona', '/about', '/error', '/sign-up', '/forgotten-password']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    for (const path of ['/plain-map', '/maps', '/punches', '/game-definitions', '/game-map']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === path,
      );
    }
  });

  test('a redirect to another site is ignored after sign-in', async ({ page, request }) => {
    const user = await createUser(request, 'redirect');
    await page.goto('/sign-in?redirect=%2F%2Fevil.example%2F');
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
    await expect(page).toHaveURL((url) => url.host.startsWith('localhost') && url.pathname === '/');
  });

  test('every validation rule of registration shows next to its field', async ({ page }) => {
    await page.goto('/sign-up');
    const submit = page.locator('form').getByRole('button', { name: 'Register' });
    const email = page.getByLabel('E-mail', { exact: true });
    const name = page.getByLabel('Name', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const repeat = page.getByLabel('Repeat the password', { exact: true });

    await submit.click();
    await expect(alert(page, 'Please correct the errors and try again')).toBeVisible();
    for (const field of [email, name, password, repeat]) {
      await expect(field).toHaveAccessibleDescription(/^This is a required field/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(email).toBeFocused();

    await email.fill('not-an-email');
    await name.fill('Kari');
    await password.fill('Short1');
    await repeat.fill('Short1');
    await submit.click();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(password).toHaveAccessibleDescription(
      /^The password must be at least 8 characters long/,
    );
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('kari@example.com');
    await password.fill('alllowercase');
    await repeat.fill('alllowercase');
    await submit.click();
    await expect(password).toHaveAccessibleDescription(
      /The password must have at least one upper-case and one lower-case letter/,
    );
    await expect(password).toBeFocused();

    await password.fill('Orienteering1');
    await repeat.fill('Orienteering2');
    await submit.click();
    await expect(repeat).toHaveAccessibleDescription('The passwords do not match');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-up');
  });

  test('the pool refusals are shown in words', async ({ page, request }) => {
    const existing = await createUser(request, 'taken');
    await page.goto('/sign-up');
    await page.getByLabel('E-mail', { exact: true }).fill(existing.email);
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByLabel('Password', { exact: true }).fill('Orienteering1');
    await page.getByLabel('Repeat the password', { exact: true }).fill('Orienteering1');
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(alert(page, 'A user with this e-mail is already registered.')).toBeVisible();

    await page.goto(`/sign-in`);
    await submitSignIn(page, existing.email, 'WrongPassword1');
    await expect(alert(page, 'Wrong e-mail or password.')).toBeVisible();

    const unconfirmed = uniqueUser('unconfirmed');
    await registerUser(request, unconfirmed);
    await page.goto(`/sign-up-confirm?email=${encodeURIComponent(unconfirmed.email)}`);
    const code = await readCode(request, unconfirmed.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(
      alert(page, 'Wrong code. Check the code in the e-mail and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new code' })).toBeVisible();

    // Not confirmed yet: sent on to enter the code.
    await page.goto('/sign-in');
    await submitSignIn(page, unconfirmed.email, unconfirmed.password);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/sign-up-confirm' && url.searchParams.get('email') === unconfirmed.email,
    );
    await expect(
      page.getByText('The user is not confirmed yet. Enter the code from the e-mail.'),
    ).toBeVisible();
  });

  test('a new code can be sent, and the new one confirms', async ({ page, request }) => {
    const user = uniqueUser('resend');
    await registerUser(request, user);
    const before = await mailCount(request, user.email);
    await page.goto(`/sign-up-resend-code?email=${encodeURIComponent(user.email)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-up-confirm');
    await page
      .getByLabel('Code', { exact: true })
      .fill(await readCode(request, user.email, before));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
  });

  test('a forgotten password is replaced with a mailed code', async ({ page, request }) => {
    const user = await createUser(request, 'forgetful');
    const before = await mailCount(request, user.email);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgotten password?' }).click();
    // The sign-in form has an E-mail field too: fill only once the new screen is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/forgotten-password-confirm' &&
        url.searchParams.get('email') === user.email,
    );
    const code = await readCode(request, user.email, before);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New password', { exact: true }).fill('NewTrail2');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('NewTrail3');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByLabel('Repeat the new password', { exact: true }),
    ).toHaveAccessibleDescription('The passwords do not match');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('NewTrail2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await submitSignIn(page, user.email, user.password);
    await expect(alert(page, 'Wrong e-mail or password.')).toBeVisible();
    await submitSignIn(page, user.email, 'NewTrail2');
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
  });

  test('a mistyped e-mail on the forgotten-password screen leads back to correct it', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'mistyped');
    const typo = user.email.replace('@', 'x@');
    await page.goto('/forgotten-password');
    await page.getByLabel('E-mail', { exact: true }).fill(typo);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The pool answers as for any address: nothing tells whether this one has an account.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/forgotten-password-confirm' && url.searchParams.get('email') === typo,
    );
    await expect(
      page.getByText('If there is a user with this e-mail, a code has been sent to it.'),
    ).toBeVisible();
    expect(await mailCount(request, typo)).toBe(0);

    const before = await mailCount(request, user.email);
    await page
      .getByRole('link', {
        name: 'Did not get a code? Check the e-mail address and send a new one',
      })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveValue(typo);
    await email.fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/forgotten-password-confirm' &&
        url.searchParams.get('email') === user.email,
    );
    expect(await readCode(request, user.email, before)).toMatch(/^\d{6}$/u);
  });
});

inLocale('nb-NO', 'accounts in Norwegian', () => {
  test('a wrong password and the form errors are told in Norwegian', async ({ page, request }) => {
    const user = await createUser(request, 'norsk');
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(alert(page, 'Rett feilene og prøv igjen')).toBeVisible();
    await expect(form.getByLabel('E-post', { exact: true })).toHaveAccessibleDescription(
      'Dette er et påkrevd felt',
    );
    await form.getByLabel('E-post', { exact: true }).fill(user.email);
    await form.getByLabel('Passord', { exact: true }).fill('FeilPassord1');
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(alert(page, 'Feil e-post eller passord.')).toBeVisible();
  });
});

test.describe('offline', () => {
  test('a signed-in user stays signed in when the app starts without network', async ({
    page,
    context,
    request,
  }) => {
    const user = await createUser(request, 'offline');
    await page.goto('/');
    await waitForServiceWorker(page);
    await signIn(page, user);
    // One start online under the service worker, so it keeps the runtime configuration too.
    await page.reload();
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();

    await context.setOffline(true);
    // The refresh at start asks the pool for the user's attributes and fails without network;
    // Amplify tries again, and its request header counts the tries: wait for the last.
    const refreshFailed = context.waitForEvent('requestfailed', {
      predicate: (failed) => {
        const tries = /attempt=(\d+); max=(\d+)/.exec(failed.headers()['amz-sdk-request'] ?? '');
        return (
          new URL(failed.url()).pathname === '/auth' && tries !== null && tries[1] === tries[2]
        );
      },
      timeout: 30_000,
    });
    await page.reload();
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Punches' })).toBeVisible();
    // The failed refresh (no network) must not sign the user out.
    await refreshFailed;
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
    await page.getByRole('link', { name: user.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('link', { name: user.name })).toBeVisible();
  });
});

inEachLocale('accessibility of the account screens', () => {
  test('sign-in, registration and the user page', async ({ page, request }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.locator('form').getByRole('button').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('form').getByRole('button').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signInNewUser(page, request, 'axe');
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
