import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  expect,
  test,
  type LaunchOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { create } from 'qrcode';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from '../playwright.config';
import { postLink } from '../src/domain/post-link';
import { createUser, DEMO_EDITOR_EMAIL, demoUser, signIn, submitSignIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  demoControls,
  LEVELS_GAME,
  levelControls,
  PLAY_WORDS,
  serverVisits,
  startLevelsGame,
  type PlayLanguage,
} from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * QR posts (issue 18, items 1 and 2), in Chromium against the real server. The camera is
 * Chromium's fake one, fed a video of a printed post's QR code made here with the same QR library
 * the print view uses: a scan punches the post offline and the punch syncs when the network is
 * back; a scan of another game's post says why it does not count; the post's link opened in a
 * fresh tab (as a phone's own camera app opens it) punches through the same path, and a link
 * opened signed out is kept through the sign-in. The editor's print view shows each post's QR
 * code, read back here by ZXing from a screenshot, and its A6 page.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;
const POST = levelControls(1)[0]!;
const LEVEL_2_POST = levelControls(2)[0]!;
const OTHER_GAME_POST = demoControls().find((control) => control.gameId !== LEVELS_GAME.id)!;
/** The scanner's code: the dialog's chunk, the polyfill and its WebAssembly. */
const SCANNER_FILES = /scan-post-dialog|ponyfill|zxing_reader/u;

/**
 * A short video (YUV4MPEG2, 4:2:0) of `text`'s QR code printed black on white, as Chromium's fake
 * camera plays it (`--use-file-for-fake-video-capture`, looped).
 */
function qrVideo(name: string, text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'Q' });
  const width = 640;
  const height = 480;
  const scale = Math.floor((height - 40) / (modules.size + 8));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(20, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const folder = path.join(os.tmpdir(), 'qr-punch-e2e');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

/** A browser whose camera films `video`, the permission granted without a prompt. */
function fakeCamera(video: string) {
  return {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  };
}

/**
 * Runs `use` on a page of a browser of its own, launched with `launchOptions`, on the project's
 * phone in `locale`; the browser is closed after.
 */
async function onOwnBrowser(
  launchOptions: LaunchOptions,
  locale: string,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch(launchOptions);
  try {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
    const context = await browser.newContext({
      ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
      locale,
      baseURL: ORIGIN,
      serviceWorkers: 'allow',
    });
    await use(await context.newPage());
  } finally {
    await browser.close();
  }
}

/** The code form's "Scan the post" (the form opened by the code button beside the GPS one). */
async function scanButton(page: Page, language: PlayLanguage): Promise<Locator> {
  const words = PLAY_WORDS[language];
  await page.getByRole('button', { name: words.punchByCode }).first().click();
  return page
    .getByRole('form', { name: words.punchByCode })
    .getByRole('button', { name: language === 'en' ? 'Scan the post' : 'Skann posten' });
}

// Every browser of this file films this game's post; the test of another game's post launches
// its own (a launch option cannot change within a file's worker).
test.use(fakeCamera(qrVideo('post.y4m', postLink(ORIGIN, POST.controlId, POST.secretCode))));

test('a scan punches the post offline, and the punch syncs', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const scanner: string[] = [];
  page.on('request', (sent) => {
    if (SCANNER_FILES.test(sent.url())) scanner.push(sent.url());
  });
  await startLevelsGame(page, request, 'en', 'qr-scan');
  const scan = await scanButton(page, 'en');
  await expect(scan).toBeVisible();
  // The play screen's first load holds no scanner.
  expect(scanner).toEqual([]);
  const nativeReader = await page.evaluate(() => 'BarcodeDetector' in window);
  test.info().annotations.push({
    type: 'QR reader',
    description: nativeReader ? 'the browser’s BarcodeDetector' : 'the zxing-wasm polyfill',
  });

  await context.setOffline(true);
  await scan.click();
  await expect(
    page.getByText(
      `Control ${POST.visualCode} punched by code: it will count when the code is checked.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Scan the post' })).toHaveCount(0);
  // Loaded on the tap, offline: from the service worker's precache.
  expect(scanner.some((url) => /scan-post-dialog/u.test(url))).toBe(true);
  if (!nativeReader) expect(scanner.some((url) => /zxing_reader.*\.wasm/u.test(url))).toBe(true);
  await expect(page.getByTestId('pending-badge')).toHaveText('1');
  await shot(page, 'qr-scan-offline');

  await context.setOffline(false);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 30_000 });
  expect(await serverVisits(page)).toEqual([POST.controlId]);
});

test('a scan of another game’s post says why it does not count, in Norwegian', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const video = qrVideo(
    'other-game-post.y4m',
    postLink(ORIGIN, OTHER_GAME_POST.controlId, OTHER_GAME_POST.secretCode),
  );
  await onOwnBrowser(fakeCamera(video).launchOptions, 'nb-NO', async (page) => {
    await startLevelsGame(page, request, 'nb', 'qr-other');
    await (await scanButton(page, 'nb')).click();
    const dialog = page.getByRole('dialog', { name: 'Skann posten' });
    await expect(
      dialog.getByText(
        'Denne posten hører til et annet spill, så den teller ikke i spillet du spiller.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'qr-scan-other-game-nb');
    await dialog.getByRole('button', { name: 'Lukk' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await serverVisits(page)).toEqual([]);
  });
});

test('a camera the player refuses is said in words, with the way on', async ({ request }) => {
  test.setTimeout(120_000);
  // A camera, but no automatic yes: the permission prompt is turned down.
  const launchOptions = {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  };
  await onOwnBrowser(launchOptions, 'en-GB', async (page) => {
    await startLevelsGame(page, request, 'en', 'qr-denied');
    await (await scanButton(page, 'en')).click();
    const dialog = page.getByRole('dialog', { name: 'Scan the post' });
    await expect(dialog.getByRole('alert')).toHaveText(
      "The camera is not allowed. Allow it for this site in your browser's settings, or punch by code.",
      { timeout: 30_000 },
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'qr-scan-denied');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test('the post’s link opened in a fresh tab punches it through the same path', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await startLevelsGame(page, request, 'en', 'qr-link');
  const tab = await context.newPage();
  await tab.goto(postLink('', POST.controlId, POST.secretCode));
  await expect(tab).toHaveURL(/\/game-map$/u);
  await expect(tab.getByText(`Control ${POST.visualCode} punched: the code is right.`)).toBeVisible(
    { timeout: 30_000 },
  );
  expect(await serverVisits(tab)).toEqual([POST.controlId]);
  // Back does not punch again: the link's address was replaced, so back is the fresh tab's
  // blank page, not the link.
  await tab.goBack();
  await expect(tab).toHaveURL('about:blank');
  expect(await serverVisits(page)).toEqual([POST.controlId]);

  // The same rules as a typed code: a post of a later level is refused with the same words.
  await tab.goto(postLink(ORIGIN, LEVEL_2_POST.controlId, LEVEL_2_POST.secretCode));
  await expect(tab.getByText('This control is not on the level you are playing.')).toBeVisible({
    timeout: 30_000,
  });
  await shot(tab, 'qr-link-fresh-tab');
});

inLocale('nb-NO', 'in Norwegian', () => {
  test('a link opened signed out is kept through the sign-in, and says why it cannot punch', async ({
    page,
    request,
  }) => {
    const player = await createUser(request, 'qr-signed-out');
    await page.goto(postLink('', POST.controlId, POST.secretCode));
    await expect(page).toHaveURL(/\/sign-in\?redirect=/u);
    await submitSignIn(page, player.email, player.password);
    await expect(page).toHaveURL(/\/punch\?c=/u);
    await expect(page.getByRole('heading', { name: 'Stemple posten' })).toBeVisible();
    await expect(
      page.getByText(
        'Du har ikke noe spill i gang med denne posten. Start spillet på spillkartet, og skann posten på nytt.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Til spillkartet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'qr-link-no-game-nb');
  });
});

test('the print view shows each post’s QR code of its link, and its A6 page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  await page.goto(
    `/game-definitions/selected/levels/selected/controls?gameDefinitionId=${LEVELS_GAME.id}` +
      `&gameLevelId=${LEVELS_GAME.id}-level-1&view=print`,
  );
  const table = page.getByRole('table', { name: /For setting out the posts/u });
  await expect(table.getByRole('img', { name: /^QR code of post/u })).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'qr-print-list');
  // The page keeps to the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await prepareZXingModule({
    overrides: {
      wasmBinary: new Uint8Array(
        fs.readFileSync(fileURLToPath(import.meta.resolve('zxing-wasm/reader/zxing_reader.wasm'))),
      ).buffer,
    },
    fireImmediately: true,
  });
  const link = postLink(new URL(page.url()).origin, POST.controlId, POST.secretCode);
  const qrIn = async (where: Locator) => {
    const picture = where.getByRole('img', { name: `QR code of post ${POST.visualCode}` });
    const read = await readBarcodes(new Uint8Array(await picture.screenshot()), {
      formats: ['QRCode'],
    });
    return read.map((code) => code.text);
  };
  expect(await qrIn(table)).toEqual([link]);

  await page.getByRole('link', { name: `Post ${POST.visualCode} on an A6 page` }).click();
  const card = page.getByRole('article', { name: `Post ${POST.visualCode}` });
  await expect(card).toContainText(POST.secretCode);
  expect(await qrIn(card)).toEqual([link]);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await shot(page, 'qr-print-a6');
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Back to the list of posts' }).click();
  await page.getByRole('button', { name: 'One post per A6 page' }).click();
  await expect(page.getByRole('article', { name: /^Post \d+$/u })).toHaveCount(4);
});
