/**
 * Teams in the browser against the real server: several players, each in their own browser
 * context with a nickname, create a team, ask to join, accept, switch the team they score for,
 * are refused a fourth member with the catalogue's words, leave; points punched through the API
 * in the demo world count only for the team the player is ACTIVE in at the time.
 */
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData } from './support/graphql';
import { demoControls, type DemoControl } from './support/play';
import { shot } from './support/shots';

interface Player {
  page: Page;
  nick: string;
  close(): Promise<void>;
}

const RUN = Date.now().toString(36).slice(-5);

/** The member states the rules page explains, in its order: each one's name and meaning. */
const MEMBER_STATES = [
  ['Active', 'A member collecting points for this team.'],
  ['Passive', 'A member (substitute) collecting points for another of their teams.'],
  ['Asking to return', 'A former member asking to rejoin.'],
  ['Asking to join', 'A new person asking to join the team.'],
  ['Left', 'Left of their own accord; may ask to return.'],
  ['Forced out', 'Removed while inactive; may ask to return later.'],
  ['Rejected', 'Rejected, and blocked from asking again until a member lifts the ban.'],
] as const;

/** A new user signed in in a browser context of their own (with a nickname unless told not to). */
async function newPlayer(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  { locale = 'en-GB', nickname = true }: { locale?: string; nickname?: boolean } = {},
): Promise<Player> {
  const user = await createUser(request, label);
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, user);
  const nick = `${label}${RUN}`;
  if (nickname) await setNickname(page, nick);
  return { page, nick, close: () => context.close() };
}

/** Sets the nickname on the account page, as a user would (in English or Norwegian). */
async function setNickname(page: Page, nick: string): Promise<void> {
  await page.goto('/user');
  await page.getByRole('textbox', { name: /^(Nickname|Kallenavn)$/ }).fill(nick);
  await page.getByRole('button', { name: /^(Save nickname|Lagre kallenavn)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /nickname|kallenavn/i })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The team details section of a team (its heading is the team's name). */
const teamSection = (page: Page, teamName: string) =>
  page.getByRole('region', { name: teamName, exact: true });

/** A person's card among a team's people. */
const person = (page: Page, teamName: string, nick: string): Locator =>
  teamSection(page, teamName)
    .getByRole('listitem')
    .filter({ has: page.getByText(nick, { exact: true }) });

async function openTab(page: Page, tab: 'mine' | 'find' | 'create' | 'rules'): Promise<void> {
  await page.goto(`/teams?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Teams|Lag)$/ })).toBeVisible();
}

// ----------------------------------------------------------------- punching through the API

const CLASSIC_GAME = 'demo-game-arendal-classic';
const CLASSIC_LEVEL = 'demo-game-arendal-classic-level-1';

/** Starts the classic game for the player and gives the state to punch in. */
async function startClassic(page: Page): Promise<string> {
  const data = await graphqlData<{
    startNewGame: { id: string; gameLevel: { id: string } | null }[];
  }>(
    page,
    `mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) {
      id gameLevel { id } } }`,
    { g: randomUUID(), d: CLASSIC_GAME },
  );
  const state = data.startNewGame.find((candidate) => candidate.gameLevel?.id === CLASSIC_LEVEL);
  if (!state) throw new Error(`no state on the level: ${JSON.stringify(data)}`);
  return state.id;
}

async function punchByCode(page: Page, gameStateId: string, control: DemoControl): Promise<void> {
  await graphqlData(
    page,
    `mutation ($c: ID!, $s: ID!, $code: String) {
      punchAtControl(controlId: $c, gameStateId: $s, controlSecretCode: $code) {
        controlVisit { id controlPoints } } }`,
    { c: control.controlId, s: gameStateId, code: control.secretCode },
  );
}

/** This week's public team ranking as `owner -> score`. */
async function teamScores(page: Page): Promise<Map<string, number>> {
  const data = await graphqlData<{
    listGameScoreRanking: { items: { owner: string; score: number; ownerType: string }[] };
  }>(
    page,
    `query { listGameScoreRanking(period: "WEEK", state: "PUBLIC", scoreType: "POINT_COUNT",
      leagueId: "NONE", ownerType: "TEAM", sortDirection: DESC, limit: 100) {
        items { owner score ownerType } } }`,
  );
  return new Map(data.listGameScoreRanking.items.map((item) => [item.owner, item.score]));
}

// ----------------------------------------------------------------------------------- tests

test('a team from its creation to its score, with several players', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const controls = demoControls().filter((control) => control.gameId === CLASSIC_GAME);
  const byPoints = (points: number) => {
    const control = controls.find((candidate) => candidate.points === points);
    if (!control) throw new Error(`no control worth ${points}`);
    return control;
  };

  const anna = await newPlayer(browser, request, 'anna');
  const bo = await newPlayer(browser, request, 'bo');
  const cy = await newPlayer(browser, request, 'cy');
  const di = await newPlayer(browser, request, 'di');
  const orn = `Ørn ${RUN}`;
  const hare = `Hare ${RUN}`;

  // Anna finds Teams in the navigation and creates a team; she becomes its active member.
  await anna.page.goto('/');
  await anna.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(anna.page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(anna.page.getByRole('link', { name: 'My teams' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(anna.page.getByText('You are not in any team yet.')).toBeVisible();
  await anna.page.getByRole('link', { name: 'Create a team' }).first().click();
  await expect(anna.page.getByRole('heading', { level: 2, name: 'Create a team' })).toBeVisible();
  await expectNoSeriousA11yViolations(anna.page);
  await anna.page.getByRole('button', { name: 'Create team' }).click();
  await expect(anna.page.getByText('This is a required field')).toBeVisible();
  await anna.page.getByLabel('Team name').fill(`  Ørn   ${RUN} `);
  await anna.page.getByRole('button', { name: 'Create team' }).click();
  await expect(toast(anna.page, 'The team has been created.')).toBeVisible();
  await expect(anna.page).toHaveURL(/tab=mine/);
  await expect(person(anna.page, orn, anna.nick)).toContainText(
    'Active: A member collecting points for this team.',
  );
  await expect(anna.page.getByText(`You collect points for ${orn}.`)).toBeVisible();

  // The name is unique, whatever the case: Bo's copy is refused with the catalogue's words.
  await openTab(bo.page, 'create');
  await bo.page.getByLabel('Team name').fill(orn.toLowerCase());
  await bo.page.getByRole('button', { name: 'Create team' }).click();
  await expect(alert(bo.page, 'The team name already exists. Choose another one.')).toBeVisible();

  // Cy has a team of his own already, so he scores for it.
  await graphqlData(
    cy.page,
    `mutation ($n: String!) { createNewTeam(teamName: $n) { nextToken } }`,
    {
      n: hare,
    },
  );

  // Bo searches by the beginning of the name, in another case, and asks to join.
  await openTab(bo.page, 'find');
  await bo.page.getByLabel('Team name').fill('zz-no-such-team');
  await bo.page.getByRole('button', { name: 'Search' }).click();
  await expect(bo.page.getByText('No team names begin with the search text.')).toBeVisible();
  await bo.page.getByLabel('Team name').fill(`ØRN ${RUN}`.toUpperCase());
  await bo.page.getByRole('button', { name: 'Search' }).click();
  const found = bo.page.getByRole('list', { name: 'Teams found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Members: 1 of 3.');
  await expectNoSeriousA11yViolations(bo.page);
  await found.getByRole('button', { name: 'Ask to join' }).click();
  await expect(toast(bo.page, 'Your request has been sent.')).toBeVisible();
  await expect(found).toContainText('You: Asking to join.');
  await found.getByRole('link', { name: orn }).click();
  await expect(person(bo.page, orn, bo.nick)).toContainText('Asking to join');
  await expect(person(bo.page, orn, anna.nick).getByRole('button')).toHaveCount(0);
  await shot(bo.page, 'find-team', { fullPage: true });

  // Cy and Di ask too, by the team's page.
  for (const player of [cy, di]) {
    await player.page.goto(`/teams?tab=find&team=${encodeURIComponent(orn)}`);
    await teamSection(player.page, orn).getByRole('button', { name: 'Ask to join' }).click();
    await expect(toast(player.page, 'Your request has been sent.')).toBeVisible();
  }

  // Anna sees the three requests in the display order of states and accepts Bo and Cy: Bo
  // becomes active, Cy passive (he scores for his own team). The fourth is refused.
  await openTab(anna.page, 'mine');
  const people = teamSection(anna.page, orn).getByRole('listitem');
  await expect(people).toHaveCount(4);
  await expect(people.first()).toContainText(anna.nick);
  await person(anna.page, orn, bo.nick).getByRole('button', { name: 'Accept' }).click();
  await expect(toast(anna.page, 'The request has been accepted.')).toBeVisible();
  await expect(person(anna.page, orn, bo.nick)).toContainText('Active:');
  await person(anna.page, orn, cy.nick).getByRole('button', { name: 'Accept' }).click();
  await expect(person(anna.page, orn, cy.nick)).toContainText('Passive:');
  await person(anna.page, orn, di.nick).getByRole('button', { name: 'Accept' }).click();
  await expect(alert(anna.page, 'The team already has 3 current members.')).toBeVisible();
  await expect(person(anna.page, orn, di.nick)).toContainText('Asking to join');
  await expect(teamSection(anna.page, orn)).toContainText('Members: 3 of 3.');
  await shot(anna.page, 'fourth-member-refused', { fullPage: true });
  await expectNoSeriousA11yViolations(anna.page);

  // A member who has just joined has not been inactive long enough to be forced out.
  await person(anna.page, orn, bo.nick).getByRole('button', { name: 'Force out' }).click();
  await expect(
    alert(anna.page, 'The member has not been inactive long enough to be forced out.'),
  ).toBeVisible();

  // Anna rejects Di, which bans her, and lifts the ban, which removes her from the team.
  await person(anna.page, orn, di.nick).getByRole('button', { name: 'Reject' }).click();
  await expect(toast(anna.page, 'The request has been rejected.')).toBeVisible();
  await expect(person(anna.page, orn, di.nick)).toContainText('Rejected:');
  await person(anna.page, orn, di.nick).getByRole('button', { name: 'Lift the ban' }).click();
  await expect(toast(anna.page, 'The ban has been lifted.')).toBeVisible();
  await expect(person(anna.page, orn, di.nick)).toHaveCount(0);

  // Di asks again and cancels her own request.
  await di.page.goto(`/teams?tab=find&team=${encodeURIComponent(orn)}`);
  await teamSection(di.page, orn).getByRole('button', { name: 'Ask to join' }).click();
  await expect(person(di.page, orn, di.nick)).toContainText('Asking to join');
  await person(di.page, orn, di.nick).getByRole('button', { name: 'Cancel my request' }).click();
  await expect(toast(di.page, 'Your request has been cancelled.')).toBeVisible();
  await expect(person(di.page, orn, di.nick)).toHaveCount(0);

  // Cy's point before he switches counts for his own team.
  const cyGame = await startClassic(cy.page);
  await punchByCode(cy.page, cyGame, byPoints(1));

  // Cy switches the team he scores for: Ørn becomes active, his own team passive.
  await openTab(cy.page, 'mine');
  await expect(cy.page.getByText(`You collect points for ${hare}.`)).toBeVisible();
  const cyTeams = cy.page.locator('.team-list > li');
  const ornRow = cyTeams.filter({ has: cy.page.getByRole('link', { name: orn }) });
  await expect(ornRow).toContainText('Passive:');
  await ornRow.getByRole('button', { name: 'Score for this team' }).click();
  await expect(toast(cy.page, 'You now collect points for this team.')).toBeVisible();
  await expect(cy.page.getByText(`You collect points for ${orn}.`)).toBeVisible();
  await expect(cyTeams.filter({ has: cy.page.getByRole('link', { name: hare }) })).toContainText(
    'Passive:',
  );
  await shot(cy.page, 'switched-active-team', { fullPage: true });
  await expectNoSeriousA11yViolations(cy.page);

  // Bo leaves.
  await openTab(bo.page, 'mine');
  await person(bo.page, orn, bo.nick).getByRole('button', { name: 'Leave the team' }).click();
  await expect(toast(bo.page, 'You have left the team.')).toBeVisible();
  await expect(person(bo.page, orn, bo.nick)).toContainText('Left:');
  await expect(bo.page.getByText('You collect points for no team now.')).toBeVisible();

  // Points now: Cy and Anna score for Ørn; Bo, who left, for no team.
  await punchByCode(cy.page, cyGame, byPoints(2));
  await punchByCode(anna.page, await startClassic(anna.page), byPoints(3));
  await punchByCode(bo.page, await startClassic(bo.page), byPoints(4));
  const scores = await teamScores(anna.page);
  expect(scores.get(orn)).toBe(2 + 3);
  expect(scores.get(hare)).toBe(1);

  // The rules page.
  await openTab(anna.page, 'rules');
  await expect(
    anna.page.getByText('A team has at most 3 members who are active or passive.'),
  ).toBeVisible();
  await expect(anna.page.locator('.team-states dt')).toHaveText(
    MEMBER_STATES.map(([name]) => name),
  );
  await expect(anna.page.locator('.team-states dd')).toHaveText(
    MEMBER_STATES.map(([, meaning]) => meaning),
  );
  await expectNoSeriousA11yViolations(anna.page);
  await shot(anna.page, 'rules', { fullPage: true });

  for (const player of [anna, bo, cy, di]) await player.close();
});

test('a player without a nickname is sent to set one first', async ({ browser, request }) => {
  const player = await newPlayer(browser, request, 'nonick', { nickname: false });
  await openTab(player.page, 'create');
  await expect(
    player.page.getByText('You need a nickname before you can create or join a team'),
  ).toBeVisible();
  await expect(player.page.getByLabel('Team name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(player.page);
  // A team that does not exist: the catalogue's words and a way on.
  await player.page.goto('/teams?tab=find&team=no-such-team');
  await expect(alert(player.page, 'There is no active team with that name.')).toBeVisible();
  await expect(
    player.page.getByRole('alert').getByRole('link', { name: 'Find a team' }),
  ).toBeVisible();
  await player.page.getByRole('link', { name: 'Set your nickname' }).click();
  await expect(player.page).toHaveURL(/\/user$/);
  await player.close();
});

test('the team screens in Norwegian', async ({ browser, request }) => {
  const player = await newPlayer(browser, request, 'nora', { locale: 'nb-NO' });
  const { page } = player;
  await openTab(page, 'mine');
  await expect(page.getByRole('heading', { level: 1, name: 'Lag' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Opprett lag' }).first().click();
  await page.getByLabel('Lagnavn').fill(`Fjellrev ${RUN}`);
  await page.getByRole('button', { name: 'Opprett laget' }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await expect(person(page, `Fjellrev ${RUN}`, player.nick)).toContainText('Aktiv');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'mine-nb', { fullPage: true });

  await openTab(page, 'create');
  await page.getByLabel('Lagnavn').fill(`fjellrev ${RUN}`);
  await page.getByRole('button', { name: 'Opprett laget' }).click();
  await expect(alert(page, 'Lagnavnet finnes allerede. Velg et annet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openTab(page, 'find');
  await page.getByLabel('Lagnavn').fill('zz-finnes-ikke');
  await page.getByRole('button', { name: 'Søk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'søketeksten' })).toBeVisible();
  await page.getByLabel('Lagnavn').fill('fjellrev');
  await page.getByRole('button', { name: 'Søk' }).click();
  await expect(page.getByRole('list', { name: 'Lag som ble funnet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'find-nb', { fullPage: true });

  await openTab(page, 'rules');
  await expect(page.getByRole('heading', { level: 2, name: 'Lagregler' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'rules-nb', { fullPage: true });
  await player.close();
});
