/**
 * One identity per account, in English and Norwegian at 390x844: a new player who chooses Public
 * keeps the points they collected before choosing and appears on the ranking; a second player
 * cannot take the first one's nickname in any case or spacing (the refusal names it); a nickname
 * change shows in the team's member list. Every player is new (the demo players are left alone),
 * and the public points are withdrawn at the end (the score spec reads the whole ranking).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { createUser, signInNewUser, uniqueUser, userPool, type TestUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData } from './support/graphql';
import { demoControls, playerSub } from './support/play';
import { inEachLocaleWithWords } from './support/locales';
import { shot } from './support/shots';

const CLASSIC_GAME = DEMO_GAMES.find((game) => game.type === 'classic')!;
/** The demo world's area (Arendal): the ranking of this week there. */
const ARENDAL_AREA = 'u4qh';
const RUN = Date.now().toString(36).slice(-5);

const WORDS = {
  'en-GB': {
    getOnRankings: 'Get on the rankings',
    notChosen: 'Not chosen yet: only you can see them until you choose',
    publicWords: 'Public: you, your friends and others can see them',
    ownPrivate: (points: number) => `Your points in this period: ${points}. They are private`,
    ownPoints: (points: number) => `Your points in this period: ${points}.`,
    chooseLink: 'Choose who sees your points (your points are kept)',
    nickname: 'Nickname',
    saveNickname: 'Save nickname',
    nicknameSaved: 'Your nickname has been saved.',
    setUp: 'Set up result visibility',
    public: 'Public: me, friends and others',
    next: 'Next',
    complete: 'Complete',
    stay: 'Your points stay as they are.',
    becomePublic: 'The points you have collected so far become public too.',
    warning: 'Warning: your points will be reset to zero.',
    saved: 'Your result visibility has been saved.',
    ranking: 'Ranking',
    taken: (nick: string) => `Another player already has the nickname “${nick}”.`,
    takenAtSignUp: 'Another player already has this nickname',
    areaAround: /Showing the area around /u,
  },
  'nb-NO': {
    getOnRankings: 'Kom med på rangeringen',
    notChosen: 'Ikke valgt ennå: bare du kan se dem til du velger',
    publicWords: 'Åpne: du, vennene dine og andre kan se dem',
    ownPrivate: (points: number) => `Poengene dine i denne perioden: ${points}. De er private`,
    ownPoints: (points: number) => `Poengene dine i denne perioden: ${points}.`,
    chooseLink: 'Velg hvem som ser poengene dine (du beholder poengene)',
    nickname: 'Kallenavn',
    saveNickname: 'Lagre kallenavn',
    nicknameSaved: 'Kallenavnet ditt er lagret.',
    setUp: 'Velg synlighet for resultater',
    public: 'Åpen: meg, venner og andre',
    next: 'Neste',
    complete: 'Fullfør',
    stay: 'Poengene dine blir som de er.',
    becomePublic: 'Poengene du har samlet så langt, blir også åpne.',
    warning: 'Advarsel: poengene dine blir nullstilt.',
    saved: 'Synligheten for resultatene dine er lagret.',
    ranking: 'Rangering',
    taken: (nick: string) => `En annen spiller har allerede kallenavnet «${nick}».`,
    takenAtSignUp: 'En annen spiller har allerede dette kallenavnet',
    areaAround: /Viser området rundt /u,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** Sets the nickname on the account page, as a player would. */
async function saveNickname(page: Page, words: Words, nick: string): Promise<void> {
  await page.getByRole('textbox', { name: words.nickname, exact: true }).fill(nick);
  await page.getByRole('button', { name: words.saveNickname }).click();
}

/** Gives `user` a nickname through the user pool (not what the test is about). */
async function nicknameThroughPool(request: APIRequestContext, user: TestUser, nick: string) {
  const signedIn = await userPool<{ AuthenticationResult: { AccessToken: string } }>(
    request,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    },
  );
  await userPool(request, 'UpdateUserAttributes', {
    AccessToken: signedIn.AuthenticationResult.AccessToken,
    UserAttributes: [{ Name: 'nickname', Value: nick }],
  });
}

/** Another device of the signed-in player: plays two controls of the classic game by code. */
async function pointsFromAnotherDevice(page: Page): Promise<number> {
  const started = await graphqlData<{ startNewGame: { id: string; gameId: string }[] }>(
    page,
    `mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) { id gameId } }`,
    { g: crypto.randomUUID(), d: CLASSIC_GAME.id },
  );
  const state = started.startNewGame[0]!;
  let points = 0;
  for (const control of demoControls()
    .filter((c) => c.gameId === CLASSIC_GAME.id)
    .slice(0, 2)) {
    const answer = await graphqlData<{
      punchAtControl: { controlVisit: { controlPoints: number } };
    }>(
      page,
      `mutation ($c: ID!, $s: ID!, $code: String) {
        punchAtControl(controlId: $c, gameStateId: $s, controlSecretCode: $code) {
          controlVisit { controlPoints } } }`,
      { c: control.controlId, s: state.id, code: control.secretCode },
    );
    points += answer.punchAtControl.controlVisit.controlPoints;
  }
  await graphqlData(page, `mutation ($g: ID!) { cancelGame(gameId: $g) { id } }`, {
    g: state.gameId,
  });
  return points;
}

/** Withdraws the player's public points (the score spec reads the whole ranking row by row). */
async function withdrawPoints(page: Page): Promise<void> {
  await graphqlData(
    page,
    `mutation ($o: String!) { deleteGameScores(owner: $o) { deletionCount } }`,
    { o: await playerSub(page) },
  );
}

inEachLocaleWithWords('identity', WORDS, (locale, words) => {
  const tag = `${locale.slice(0, 2)}${RUN}`;

  test('a new player choosing Public keeps their points and appears on the ranking', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInNewUser(page, request, `ident-${tag}`);
    // Right after registering, the home offers the choice.
    await expect(page.getByRole('heading', { name: words.getOnRankings })).toBeVisible();
    await shot(page, `identity-home-${locale}`, { fullPage: true });

    const points = await pointsFromAnotherDevice(page);
    expect(points).toBeGreaterThan(0);
    try {
      await page.goto(`/score?area=${ARENDAL_AREA}`);
      await expect(page.getByText(words.notChosen)).toBeVisible();
      await expect(page.getByText(words.ownPrivate(points))).toBeVisible();
      // The area is named by its game, never by its geohash.
      await expect(page.getByText(words.areaAround)).toBeVisible();
      await expect(page.getByText(ARENDAL_AREA)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `identity-score-private-${locale}`, { fullPage: true });

      await page.getByRole('link', { name: words.chooseLink }).click();
      await expect(page).toHaveURL(/\/user/u);
      // /user says what /score said.
      await expect(page.getByText(words.notChosen)).toBeVisible();
      const nick = `Fox ${tag}`;
      await saveNickname(page, words, nick);
      await expect(page.getByRole('status').filter({ hasText: words.nicknameSaved })).toBeVisible();

      await page.getByRole('button', { name: words.setUp }).click();
      await page.getByRole('radio', { name: words.public }).check();
      await page.getByRole('button', { name: words.next }).click();
      await expect(page.getByText(words.stay)).toBeVisible();
      await expect(page.getByText(words.becomePublic)).toBeVisible();
      await expect(page.getByText(words.warning)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `identity-first-choice-${locale}`, { fullPage: true });
      await page.getByRole('button', { name: words.complete }).click();
      await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
      await expect(page.getByText(words.publicWords)).toBeVisible();

      await page.goto(`/score?area=${ARENDAL_AREA}`);
      const ranking = page.getByRole('region', { name: words.ranking, exact: true });
      await expect(
        ranking.getByRole('table').locator('tbody tr').filter({ hasText: nick }),
      ).toContainText(String(points));
      await expect(page.getByText(words.ownPoints(points), { exact: false })).toBeVisible();
      await expect(page.getByText(words.ownPrivate(points))).toHaveCount(0);
      await expect(page.getByText(words.publicWords)).toBeVisible();
      await shot(page, `identity-score-public-${locale}`, { fullPage: true });
    } finally {
      await withdrawPoints(page);
    }
  });

  test("a second player cannot take the first one's nickname in any case or spacing", async ({
    page,
    request,
    browser,
  }) => {
    const nick = `Hare ${tag}`;
    const first = await createUser(request, `ident-first-${tag}`);
    await nicknameThroughPool(request, first, nick);
    await signInNewUser(page, request, `ident-second-${tag}`);
    await page.goto('/user');
    for (const attempt of [`  ${nick.toUpperCase()} `, nick.toLowerCase()]) {
      await saveNickname(page, words, attempt);
      await expect(
        page.getByRole('alert').filter({ hasText: words.taken(attempt.trim()) }),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, `identity-nickname-taken-${locale}`, { fullPage: true });
    await saveNickname(page, words, `${nick} 2`);
    await expect(page.getByRole('status').filter({ hasText: words.nicknameSaved })).toBeVisible();

    // Nor at sign-up, where the nickname may be chosen first.
    const context = await browser.newContext({ locale });
    const signUp = await context.newPage();
    await signUp.goto('/sign-up');
    const third = uniqueUser(`ident-third-${tag}`);
    const form = signUp.locator('form');
    await form.locator('input[name="email"]').fill(third.email);
    await form.locator('input[name="name"]').fill(third.name);
    await form.locator('input[name="nickname"]').fill(` ${nick.toLowerCase()}`);
    await form.locator('input[name="password"]').fill(third.password);
    await form.locator('input[name="passwordRepeat"]').fill(third.password);
    await form.locator('button[type="submit"]').click();
    await expect(signUp.getByRole('alert').filter({ hasText: words.takenAtSignUp })).toBeVisible();
    await expectNoSeriousA11yViolations(signUp);
    await shot(signUp, `identity-sign-up-taken-${locale}`, { fullPage: true });
    await context.close();
  });

  test("a nickname change shows in the team's member list", async ({ page, request }) => {
    await signInNewUser(page, request, `ident-team-${tag}`);
    const before = `Lynx ${tag}`;
    const after = `Otter ${tag}`;
    await page.goto('/user');
    await saveNickname(page, words, before);
    await expect(page.getByRole('status').filter({ hasText: words.nicknameSaved })).toBeVisible();
    const teamName = `Ident ${tag}`;
    await graphqlData(
      page,
      `mutation ($t: String!) { createNewTeam(teamName: $t) { nextToken } }`,
      {
        t: teamName,
      },
    );
    const members = page.getByRole('region', { name: teamName, exact: true }).getByRole('listitem');
    await page.goto('/teams?tab=mine');
    await expect(members.filter({ hasText: before })).toHaveCount(1);

    await page.goto('/user');
    await saveNickname(page, words, after);
    await expect(page.getByRole('status').filter({ hasText: words.nicknameSaved })).toBeVisible();
    await page.goto('/teams?tab=mine');
    await expect(members.filter({ hasText: after })).toHaveCount(1);
    await expect(members.filter({ hasText: before })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `identity-team-${locale}`, { fullPage: true });
  });
});
