import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answersSeen,
  type DemoControl,
  inEachPlayLanguage,
  levelControls,
  PLAY_WORDS,
  punchByCode,
  punchByGps,
  recordAnswers,
  startLevelsGame,
  walkTo,
} from './support/play';
import { shot } from './support/shots';

/**
 * True answers on the play screen, in Chromium against the real server (the demo levels game,
 * both punch methods on every level, 3 controls of 4 complete level 1):
 * - online, a wrong code is answered on the play screen with the seed's words within 5 s, and no
 *   success is shown on the way; the control stays open with the typed code; the right code is
 *   then accepted, and the third control's code unlocks level 2 with the celebration;
 * - offline, a wrong code is shown as provisional, and so is the level two GPS punches then
 *   unlock (no celebration); after reconnecting, the play screen says the code was refused and
 *   the player is back on level 1;
 * - a GPS punch too far says the distance to the control and how much closer to go, and goes
 *   when a new position comes.
 */

const WORDS = {
  en: {
    wrongCode: 'Wrong code. Double-check and try again.',
    checking: (label: string) => `Checking the code of control ${label}…`,
    accepted: (label: string) => `Control ${label} punched: the code is right.`,
    provisional: (label: string) =>
      `Control ${label} punched by code: it will count when the code is checked.`,
    provisionalLevel: 'Level 2 is open for now: it counts when the server has checked your codes.',
    notCounted: (label: string) => `Control ${label} was not counted:`,
    backOnLevel: 'You are back on level 1.',
    newLevel: 'New level unlocked!',
    continue: 'Continue',
    tooFar: 'You are not close enough to punch. Move closer to the control.',
    away: (label: string) =>
      new RegExp(`Control ${label} is (\\d+) m away: go about (\\d+) m closer\\.`),
    nearest: /nearest control (\d+): (\d+) m/,
  },
  nb: {
    wrongCode: 'Feil kode. Dobbeltsjekk og prøv igjen.',
    checking: (label: string) => `Sjekker koden for post ${label} …`,
    accepted: (label: string) => `Post ${label} stemplet: koden er riktig.`,
    provisional: (label: string) =>
      `Post ${label} stemplet med kode: den teller når koden er sjekket.`,
    provisionalLevel: 'Nivå 2 er åpnet foreløpig: det teller når serveren har sjekket kodene dine.',
    notCounted: (label: string) => `Post ${label} ble ikke godkjent:`,
    backOnLevel: 'Du er tilbake på nivå 1.',
    newLevel: 'Nytt nivå låst opp!',
    continue: 'Fortsett',
    tooFar: 'Du er ikke nær nok til å stemple. Gå nærmere posten.',
    away: (label: string) =>
      new RegExp(`Post ${label} er (\\d+) m unna: gå omtrent (\\d+) m nærmere\\.`),
    nearest: /nærmeste post (\d+): (\d+) m/,
  },
} as const;

/** Any words of a punch taken, in either language: none may show for a refused code. */
const SUCCESS = /punched|stemplet|unlocked|låst opp/i;

const [first, second, third] = levelControls(1) as [DemoControl, DemoControl, DemoControl];

inEachPlayLanguage(WORDS, (language, words) => {
  test('online, a wrong code is refused on the play screen within 5 s and a right one is accepted', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await startLevelsGame(page, request, language, `answers-${language}`);
    await recordAnswers(page);

    await punchByCode(page, language, first, 'WRONG');
    await expect(page.getByText(words.wrongCode)).toBeVisible({ timeout: 10_000 });
    const seen = await answersSeen(page);
    const texts = seen.map((answer) => answer.text);
    // First the spinner while the server checks, then its word, within 5 s of the tap, and
    // never a success on the way.
    expect(texts[0]).toBe(words.checking(first.visualCode));
    const refused = seen.find((answer) => answer.text === words.wrongCode);
    expect(refused).toBeDefined();
    expect((refused?.at ?? Infinity) - seen[0]!.at).toBeLessThan(5_000);
    expect(texts.filter((text) => SUCCESS.test(text))).toEqual([]);
    // The control is left open, its code as typed, to correct it.
    const playWords = PLAY_WORDS[language];
    const form = page.getByRole('form', { name: playWords.punchByCode });
    await expect(form.getByLabel(playWords.control, { exact: true })).toHaveValue(first.controlId);
    await expect(form.getByLabel(playWords.secretCode)).toHaveValue('WRONG');
    await shot(page, `answers-wrong-code-${language}`);
    await expectNoSeriousA11yViolations(page);

    await punchByCode(page, language, first, first.secretCode);
    await expect(page.getByText(words.accepted(first.visualCode))).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, `answers-right-code-${language}`);
    await punchByCode(page, language, second, second.secretCode.toLowerCase());
    await expect(page.getByText(words.accepted(second.visualCode))).toBeVisible({
      timeout: 30_000,
    });
    // The third code completes level 1: celebrated once the server has checked it.
    await punchByCode(page, language, third, third.secretCode);
    const dialog = page.getByRole('dialog', { name: words.newLevel });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(words.accepted(third.visualCode))).toBeVisible();
    await shot(page, `answers-level-unlocked-${language}`);
    await dialog.getByRole('button', { name: words.continue }).click();
  });

  test('offline, a wrong code is provisional, then refused on the play screen after reconnecting', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await startLevelsGame(page, request, language, `late-${language}`);
    await context.setOffline(true);

    await punchByCode(page, language, first, 'WRONG');
    await expect(page.getByText(words.provisional(first.visualCode))).toBeVisible();
    await shot(page, `answers-provisional-${language}`);
    // Two GPS punches complete level 1 on the phone: the level rests on the unchecked code.
    await punchByGps(page, language, second);
    await punchByGps(page, language, third);
    await expect(page.getByText(words.provisionalLevel)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot(page, `answers-provisional-level-${language}`);

    await context.setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: words.notCounted(first.visualCode) });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText(words.wrongCode);
    await expect(notice).toContainText(words.backOnLevel);
    await expect(page.getByText(LEVEL_1_NAME).first()).toBeVisible();
    await shot(page, `answers-late-refusal-${language}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('a GPS punch too far says how much closer to go, until the next position', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await startLevelsGame(page, request, language, `far-${language}`);
    // About 60 m south of the first control.
    await walkTo(page, { lat: first.position.lat - 0.00054, lng: first.position.lng });
    const gps = page.getByRole('button', {
      name: language === 'nb' ? /^Stemple post \d+ med GPS$/ : /^Punch control \d+ by GPS$/,
    });
    await expect(gps).toBeEnabled({ timeout: 15_000 });
    const name = (await gps.textContent()) ?? '';
    const label = /\d+/.exec(name)?.[0] ?? '';
    await gps.click();
    await expect(page.getByText(words.tooFar)).toBeVisible();
    const away = page.getByText(words.away(label));
    await expect(away).toBeVisible();
    const [, metres, closer] = words.away(label).exec((await away.textContent()) ?? '') ?? [];
    // One distance: the status line's and the refusal's are the same; closer is it less the
    // accuracy credit (5 m) and the level's limit (15 m).
    const status = (await page.getByText(words.nearest).textContent()) ?? '';
    expect(words.nearest.exec(status)?.[2]).toBe(metres);
    expect(Math.abs(Number(closer) - (Number(metres) - 5 - 15))).toBeLessThanOrEqual(1);
    await shot(page, `answers-too-far-${language}`);
    // A new position: the refusal is stale and goes.
    await walkTo(page, { lat: first.position.lat - 0.0004, lng: first.position.lng });
    await expect(page.getByText(words.tooFar)).toHaveCount(0);
  });
});

const LEVEL_1_NAME = 'Level 1: near the start';
