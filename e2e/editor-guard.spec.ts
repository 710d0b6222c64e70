/**
 * The editor screens are for Editors and Admins: a signed-in player who opens one is sent to the
 * 403 page, and whatever the player's browser asks the server, no answer carries a secret code.
 */
import { expect, test, type Response } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn, signInNewUser } from './support/auth';
import { graphqlAs, graphqlData } from './support/graphql';

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
  await signInNewUser(page, request, 'player');
  for (const path of EDITOR_PATHS) {
    await page.goto(path);
    await expect(page.getByText('Error code 403')).toBeVisible();
    await expect(
      page.getByText('Only editors and administrators can open this page.'),
    ).toBeVisible();
  }

  // Asked straight from the player's page, the API hides every secret code.
  // The demo world's games near Arendal (geohash u4q...) and the controls on their levels.
  const games = await graphqlData<{
    gameDefinitionByStateByStartGeoHash: { items: { id: string }[] };
  }>(
    page,
    `{ gameDefinitionByStateByStartGeoHash(state: "PUBLIC", startGeoHash: { beginsWith: "u4q" }, limit: 100) { items { id } } }`,
  );
  const gameIds = games.gameDefinitionByStateByStartGeoHash.items.map((game) => game.id);
  expect(gameIds.length).toBeGreaterThan(0);
  let controls = 0;
  for (const id of gameIds) {
    const answer = await graphqlAs<{
      gameLevelControlByGameDefinitionId: { items: { control: { secretCode: string | null } }[] };
    }>(
      page,
      `query ($id: ID!) { gameLevelControlByGameDefinitionId(gameDefinitionId: $id, limit: 100) { items { control { id secretCode } } } }`,
      { id },
    );
    expect(answer.errors).toBeUndefined();
    controls += answer.data?.gameLevelControlByGameDefinitionId.items.length ?? 0;
    bodies.push(JSON.stringify(answer));
  }
  expect(controls).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toMatch(/"secretCode":"[^"]/u);
});

test('an editor opens the editor screens', async ({ page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  await page.goto('/game-definitions');
  // The list itself, with the editor's own games, not the 403 page.
  await expect(page.getByRole('heading', { level: 1, name: 'Game definitions' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Demo: Arendal levels / nivåer', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/game-definitions$/u);
  await expect(page.getByText('Error code 403')).toHaveCount(0);
});
