import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { graphqlData } from './support/graphql';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  expectPunchOnServer,
  LEVELS_GAME,
  levelControls,
  punchByCode,
  punchByGps,
  startLevelsGame,
  walkTo,
} from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * The organiser's view in Chromium against the real server, in English and Norwegian: a player
 * of the demo levels game reports a post damaged while offline (through the play screen's report
 * dialog), which reaches the server once back online, punches that post by GPS and types wrong
 * codes for another, one more than its right-code punches so far (other specs punch it too). The game's owner (the demo Editor) opens "Controls in the field" from
 * the game's screen and reads the flags in words: the reported post, the post with more wrong codes
 * than right ones, and a post nobody punched while the game had players; closing the report
 * clears its flag (axe-clean, 390x844). Each language uses posts of its own.
 */

type Post = ReturnType<typeof levelControls>[number];
const [first, , third] = levelControls(1) as [Post, Post, Post];
/** Nobody plays level 2 in this spec: its first post is never punched. */
const [unpunched] = levelControls(2) as [ReturnType<typeof levelControls>[number]];

const CASES = {
  en: {
    locale: 'en-GB',
    reported: first,
    marker: (code: string) => new RegExp(`^Control ${code},`),
    openReport: (code: string) => `Report a problem with post ${code}`,
    reportDialog: 'Report a post',
    damaged: /^Damaged/,
    note: 'Note (optional)',
    send: 'Send report',
    sent: (code: string) => `Post ${code}: you reported it damaged. Sent to the organiser.`,
    link: 'Controls in the field',
    card: (code: string) => `Control ${code}`,
    reportFlag: 'A player reported a problem with this post',
    neverFlag: 'Nobody punched it for 14 days while the game had players',
    wrongFlag: 'More wrong codes than right ones: is the code readable?',
    fine: 'Nothing to look into',
    close: (code: string) => `Close the report on control ${code}: Damaged`,
    confirm: 'Yes, close it',
    closed: 'Report closed',
  },
  nb: {
    locale: 'nb-NO',
    reported: third,
    marker: (code: string) => new RegExp(`^Post ${code},`),
    openReport: (code: string) => `Meld fra om feil ved post ${code}`,
    reportDialog: 'Meld fra om en post',
    damaged: /^Skadet/,
    note: 'Merknad (valgfritt)',
    send: 'Send melding',
    sent: (code: string) => `Post ${code}: du meldte at den er skadet. Sendt til arrangøren.`,
    link: 'Postene i terrenget',
    card: (code: string) => `Post ${code}`,
    reportFlag: 'En spiller har meldt fra om feil ved denne posten',
    neverFlag: 'Ingen har stemplet den på 14 dager selv om spillet hadde spillere',
    wrongFlag: 'Flere feil koder enn riktige: er koden lett å lese?',
    fine: 'Ingenting å sjekke',
    close: (code: string) => `Lukk meldingen om post ${code}: Skadet`,
    confirm: 'Ja, lukk den',
    closed: 'Meldingen er lukket',
  },
} as const;

type Words = (typeof CASES)[keyof typeof CASES];

/**
 * Other specs punch the demo posts too (with the right code, now and then): the post for the wrong
 * codes is the level-1 post, other than the reported ones, with the fewest right-code punches so
 * far, as its owner's view counts them; typing one wrong code more than that puts it over.
 */
async function postToGuess(owner: Page): Promise<{ post: Post; wrongCodes: number }> {
  const controls = await controlActivity(owner);
  const right = new Map(controls.map((c) => [c.controlId, c.rightCodePunches]));
  const reported = new Set([first.controlId, third.controlId]);
  const candidates = levelControls(1).filter((post) => !reported.has(post.controlId));
  const [post] = [...candidates].sort(
    (a, b) => (right.get(a.controlId) ?? 0) - (right.get(b.controlId) ?? 0),
  );
  if (!post) throw new Error('the demo levels game has no post left to guess at');
  // Under the limit of five wrong codes in 15 minutes (TOO_MANY_CODE_TRIES).
  const wrongCodes = (right.get(post.controlId) ?? 0) + 1;
  expect(wrongCodes).toBeLessThanOrEqual(4);
  return { post, wrongCodes };
}

/** The demo levels game's controls as its owner's view counts them (the server's answer). */
async function controlActivity(owner: Page) {
  const { gameControlActivity } = await graphqlData<{
    gameControlActivity: {
      controls: { controlId: string; rightCodePunches: number; wrongCodeTries: number }[];
    };
  }>(
    owner,
    'query ($g: ID!) { gameControlActivity(gameDefinitionId: $g) { controls { controlId rightCodePunches wrongCodeTries } } }',
    { g: LEVELS_GAME.id },
  );
  return gameControlActivity.controls;
}

/** The wrong codes the server has counted at `post`. */
async function wrongCodeTries(owner: Page, post: Post): Promise<number> {
  return (
    (await controlActivity(owner)).find((c) => c.controlId === post.controlId)?.wrongCodeTries ?? 0
  );
}

/** The demo Editor, who owns the demo world, signed in on a phone of their own. */
async function ownersPage(browser: Browser, words: Words, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: words.locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, await demoUser(page.request, DEMO_EDITOR_EMAIL));
  return page;
}

for (const language of ['en', 'nb'] as const) {
  const words = CASES[language];

  inLocale(words.locale, `in ${language}`, () => {
    test('the owner sees a reported post, wrong codes and a post never punched, and closing the report clears its flag', async ({
      page,
      context,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const reported = words.reported.visualCode;
      const owner = await ownersPage(browser, words, testInfo);
      try {
        const toGuess = await postToGuess(owner);
        const guessed = toGuess.post.visualCode;

        // The player: a report made offline at one post, a GPS punch there, wrong codes at another
        // (more than its right ones).
        await startLevelsGame(page, request, language, `organiser-${language}`);
        await walkTo(page, words.reported.position);
        await page.getByRole('button', { name: words.marker(reported) }).click();
        await context.setOffline(true);
        await page.getByRole('button', { name: words.openReport(reported) }).click();
        const dialog = page.getByRole('dialog', { name: words.reportDialog });
        await dialog.getByRole('radio', { name: words.damaged }).check();
        await dialog.getByLabel(words.note).fill('The flag is torn in half');
        await dialog.getByRole('button', { name: words.send }).click();
        await expect(dialog).toBeHidden();
        await context.setOffline(false);
        await expect(page.locator('.report-section').getByRole('listitem')).toHaveText(
          words.sent(reported),
          { timeout: 30_000 },
        );
        await punchByGps(page, language, words.reported);
        await expectPunchOnServer(page, words.reported);
        const triesBefore = await wrongCodeTries(owner, toGuess.post);
        for (let wrong = 1; wrong <= toGuess.wrongCodes; wrong += 1) {
          await punchByCode(page, language, toGuess.post, `NOPE${wrong}`);
          // Each wrong code reaches the server before the next is typed.
          await expect
            .poll(() => wrongCodeTries(owner, toGuess.post), { timeout: 15_000 })
            .toBeGreaterThanOrEqual(triesBefore + wrong);
        }

        // The owner: from the game's screen to its controls in the field.
        await owner.goto(`/game-definitions/selected?gameDefinitionId=${LEVELS_GAME.id}`);
        await owner.getByRole('link', { name: words.link }).click();
        await expect(owner.getByRole('heading', { level: 1, name: words.link })).toBeVisible();

        const reportedCard = owner.getByRole('article', { name: words.card(reported) });
        const guessedCard = owner.getByRole('article', { name: words.card(guessed) });
        const unpunchedCard = owner.getByRole('article', {
          name: words.card(unpunched.visualCode),
        });
        await expect(reportedCard.getByText(words.reportFlag)).toBeVisible();
        await expect(reportedCard.getByText('The flag is torn in half')).toBeVisible();
        await expect(guessedCard.getByText(words.wrongFlag)).toBeVisible();
        await expect(unpunchedCard.getByText(words.neverFlag)).toBeVisible();
        await expect(unpunchedCard.getByText(words.wrongFlag)).toHaveCount(0);
        await shot(owner, `organiser-view-${language}`);
        await expectNoSeriousA11yViolations(owner);

        // Closing the report (asked first) leaves the punched post with nothing to look into.
        await reportedCard.getByRole('button', { name: words.close(reported) }).click();
        await owner.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
        await expect(owner.getByText(words.closed)).toBeVisible();
        await expect(reportedCard.getByText(words.fine)).toBeVisible();
        await expect(reportedCard.getByText(words.reportFlag)).toHaveCount(0);
        await expect(reportedCard.getByText('The flag is torn in half')).toHaveCount(0);
        await shot(owner, `organiser-view-closed-${language}`);
      } finally {
        await owner.context().close();
      }
    });
  });
}
