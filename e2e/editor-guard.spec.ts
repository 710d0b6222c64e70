/**
 * The editor screens are for Editors and Admins: a signed-in player who opens one is sent to the
 * 403 page, and whatever the player's browser asks the server, no answer carries a secret code.
 */
import { expect, test, type Response } from '@playwright/test';
import { createUser, DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';

const EDITOR_PATHS = [
  '/game-definitions',
  '/game-definitions/new',
  '/game-definitions/selected',
  '/game-definitions/selected/levels',
  '/game-definitions/selected/levels/new',
  '/game-definitions/selected/levels/selected',
  '/game-definitions/selected/levels/selected/controls',
];

test('a player cannot open the editor screens and never receives a secret code', async ({
  page,
  request,
}) => {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/graphql')) {
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
    }
  });
  const player = await createUser(request, 'player');
  await signIn(page, player);
  for (const path of EDITOR_PATHS) {
    await page.goto(path);
    await expect(page.getByText('Error code 403')).toBeVisible();
    await expect(
      page.getByText('Only editors and administrators can open this page.'),
    ).toBeVisible();
  }

  // Asked straight from the player's page, the API hides every secret code.
  const answer = await page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as {
      API: { GraphQL: { endpoint: string } };
    };
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? (localStorage.getItem(key) ?? '') : '';
    const response = await fetch(config.API.GraphQL.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        query: '{ controlsByOwner(owner: "any", limit: 100) { items { id secretCode } } }',
      }),
    });
    return response.text();
  });
  bodies.push(answer);
  expect(answer).not.toContain('UNAUTHENTICATED');
  for (const body of bodies) expect(body).not.toMatch(/"secretCode":"[^"]/u);
});

test('an editor opens the editor screens', async ({ page, request }) => {
  const editor = await demoUser(request, DEMO_EDITOR_EMAIL);
  await signIn(page, editor);
  await page.goto('/game-definitions');
  await expect(page.getByText('Error code 403')).toHaveCount(0);
  await expect(page).toHaveURL(/\/game-definitions$/u);
});
