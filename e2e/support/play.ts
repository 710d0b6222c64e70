/**
 * Play in a browser test: the demo world's controls with their visual codes and secret codes, a
 * new player who starts the demo levels game on the game map (its pack downloaded, the start on
 * the server), walking (the emulated position), and the code form of the play sheet. The words
 * are the screen's in the page's language (`PLAY_WORDS`).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoMapGeometry } from '../../server/demo/demo-map';
import { DEMO_GAMES, demoPixelLatLng } from '../../server/demo/demo-world';
import { createUser, signIn, type TestUser } from './auth';
import { graphqlData } from './graphql';
import { waitForServiceWorker } from './service-worker';
import { inLocale } from './locales';

export const LEVELS_GAME = DEMO_GAMES.find((game) => game.type === 'levels')!;

export interface DemoControl {
  gameId: string;
  level: number;
  visualCode: string;
  controlId: string;
  secretCode: string;
  points: number;
  position: { lat: number; lng: number };
}

/** The demo world's controls in seeding order: visual codes count from 31 over both games. */
export function demoControls(): DemoControl[] {
  let visualCode = 31;
  return DEMO_GAMES.flatMap((game) =>
    game.levels.flatMap((level, index) =>
      level.controls.map((control) => ({
        gameId: game.id,
        level: index + 1,
        visualCode: String(visualCode),
        controlId: `demo-control-${visualCode++}`,
        secretCode: control.secretCode,
        points: control.points,
        position: demoPixelLatLng(control.col, control.row),
      })),
    ),
  );
}

/** The levels game's controls of level `level`. */
export function levelControls(level: number): DemoControl[] {
  return demoControls().filter(
    (control) => control.gameId === LEVELS_GAME.id && control.level === level,
  );
}

/** The screen's words the play tests look for, in English and Norwegian. */
export const PLAY_WORDS = {
  en: {
    downloadAndStart: 'Download and start',
    punchByCode: 'Punch by code',
    control: 'Control',
    secretCode: 'Secret code',
    gpsPunch: (label: string) => `Punch control ${label} by GPS`,
  },
  nb: {
    downloadAndStart: 'Last ned og start',
    punchByCode: 'Stemple med kode',
    control: 'Post',
    secretCode: 'Hemmelig kode',
    gpsPunch: (label: string) => `Stemple post ${label} med GPS`,
  },
} as const;

export type PlayLanguage = keyof typeof PLAY_WORDS;

/** The browser's locale in each play language. */
export const PLAY_LOCALES = { en: 'en-GB', nb: 'nb-NO' } as const satisfies Record<
  PlayLanguage,
  string
>;

/**
 * Declares the tests of `body` once in each play language, each group (`in en`, `in nb`) in a
 * browser of that language's locale, handing `body` that language's words from the table `words`.
 */
export function inEachPlayLanguage<Table extends Record<PlayLanguage, unknown>>(
  words: Table,
  body: (language: PlayLanguage, words: Table[PlayLanguage]) => void,
): void {
  for (const language of ['en', 'nb'] as const satisfies readonly PlayLanguage[]) {
    inLocale(PLAY_LOCALES[language], `in ${language}`, () => body(language, words[language]));
  }
}

export async function walkTo(page: Page, position: { lat: number; lng: number }): Promise<void> {
  await page.context().setGeolocation({
    latitude: position.lat,
    longitude: position.lng,
    accuracy: 5,
  });
}

/** Signs `user` in with the position allowed, standing at `at` (the demo map's centre unless told). */
export async function signInAt(
  page: Page,
  user: TestUser,
  at: { lat: number; lng: number } = demoMapGeometry().centre,
): Promise<void> {
  await page.context().grantPermissions(['geolocation']);
  await walkTo(page, at);
  await signIn(page, user);
}

/**
 * A new player, signed in at the demo map's centre with the position allowed, who opens the demo
 * levels game on the game map (its download choices, before the start).
 */
export async function openLevelsGame(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const player = await createUser(request, label);
  await signInAt(page, player);
  await page.goto('/game-map');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
  return player;
}

/**
 * A new player, signed in at the demo map's centre with the position allowed, who starts the demo
 * levels game on the game map and waits until the start has reached the server.
 */
export async function startLevelsGame(
  page: Page,
  request: APIRequestContext,
  language: PlayLanguage,
  label: string,
): Promise<TestUser> {
  const player = await openLevelsGame(page, request, label);
  await page.getByRole('button', { name: PLAY_WORDS[language].downloadAndStart }).click();
  await expect(page.getByText(LEVELS_GAME.levels[0]!.name).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectStartOnServer(page);
  return player;
}

/** The signed-in player's id (sub), as the app keeps it on the device. */
export async function playerSub(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('current-user') ?? '{}') as { sub?: string }).sub ?? '',
  );
}

/** The controls the signed-in player has punched, as the server holds them (its answer). */
export async function serverVisits(page: Page): Promise<string[]> {
  const data = await graphqlData<{
    controlVisitsByOwnerByGameStateGameId: { items: { controlId: string }[] };
  }>(
    page,
    `query ($owner: String!) {
      controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: 100) { items { controlId } }
    }`,
    { owner: await playerSub(page) },
  );
  return data.controlVisitsByOwnerByGameStateGameId.items.map((visit) => visit.controlId);
}

/** Waits until the server holds the signed-in player's start of the levels game. */
export async function expectStartOnServer(page: Page): Promise<void> {
  const query = `query ($owner: String!) {
    gameStatesByOwnerByProgress(owner: $owner, limit: 100) { items { gameDefinitionId } }
  }`;
  const owner = await playerSub(page);
  await expect
    .poll(
      async () =>
        (
          await graphqlData<{
            gameStatesByOwnerByProgress: { items: { gameDefinitionId: string }[] };
          }>(page, query, { owner })
        ).gameStatesByOwnerByProgress.items.map((state) => state.gameDefinitionId),
      { timeout: 15_000 },
    )
    .toContain(LEVELS_GAME.id);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);
}

/** Waits until the server holds the signed-in player's punch of `control` (sent from the phone). */
export async function expectPunchOnServer(page: Page, control: DemoControl): Promise<void> {
  await expect.poll(() => serverVisits(page), { timeout: 15_000 }).toContain(control.controlId);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);
}

/** Opens the code form (when closed), chooses `control` and types `code`, then punches. */
export async function punchByCode(
  page: Page,
  language: PlayLanguage,
  control: DemoControl,
  code: string,
): Promise<void> {
  const words = PLAY_WORDS[language];
  const form = page.getByRole('form', { name: words.punchByCode });
  if (!(await form.isVisible())) {
    await page.getByRole('button', { name: words.punchByCode }).first().click();
  }
  await form.getByLabel(words.control, { exact: true }).selectOption({
    label: `${words.control} ${control.visualCode}`,
  });
  await form.getByLabel(words.secretCode).fill(code);
  await form.getByRole('button', { name: words.punchByCode }).click();
}

/** Walks to `control` and punches it by GPS. */
export async function punchByGps(
  page: Page,
  language: PlayLanguage,
  control: DemoControl,
): Promise<void> {
  await walkTo(page, control.position);
  const button = page.getByRole('button', {
    name: PLAY_WORDS[language].gpsPunch(control.visualCode),
  });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
}

/** A text the punch answer showed, and when (the page's clock, ms). */
export interface SeenAnswer {
  text: string;
  at: number;
}

/**
 * Starts recording, in the page, every text the punch answer shows from now on (a success shown
 * for a moment and replaced would otherwise go unseen), with the time it came; `answersSeen`
 * reads them.
 */
export async function recordAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { __answers: typeof seen }).__answers = seen;
    const note = () => {
      for (const answer of document.querySelectorAll('.punch-answer')) {
        const text = answer.textContent?.trim() ?? '';
        if (text && seen[seen.length - 1]?.text !== text)
          seen.push({ text, at: performance.now() });
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

export async function answersSeen(page: Page): Promise<SeenAnswer[]> {
  return page.evaluate(() => (window as unknown as { __answers: SeenAnswer[] }).__answers);
}
