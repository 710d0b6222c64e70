import { expect, test, type Page } from '@playwright/test';
import type { PostReportAnswer } from '../tests/server/support/api-answers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData } from './support/graphql';
import {
  inEachPlayLanguage,
  LEVELS_GAME,
  levelControls,
  startLevelsGame,
  walkTo,
} from './support/play';
import { shot } from './support/shots';

/**
 * Reporting a post from the play screen, in Chromium against the real server, in English and
 * Norwegian: the player taps a control on the map, goes offline and reports the post as damaged
 * with a note (the dialog's three choices, axe-clean); the sheet thanks them, says the report
 * goes when online and shows it waiting; a second report on the same post is refused on the phone;
 * back online the report is sent and the server holds exactly that one, with the position.
 */

const post = levelControls(1)[0]!;
const code = post.visualCode;

const WORDS = {
  en: {
    marker: new RegExp(`^Control ${code},`),
    open: `Report a problem with post ${code}`,
    dialog: 'Report a post',
    damaged: /^Damaged/,
    missing: /^Missing/,
    note: 'Note (optional)',
    send: 'Send report',
    cancel: 'Cancel',
    chooseKind: 'Choose what is wrong with the post.',
    queuedOffline: 'Reported: thank you. It will be sent when you are online.',
    waiting: `Post ${code}: you reported it damaged. Waiting to be sent.`,
    sent: `Post ${code}: you reported it damaged. Sent to the organiser.`,
    already: 'You have already reported this post. The organiser has not closed your report yet.',
  },
  nb: {
    marker: new RegExp(`^Post ${code},`),
    open: `Meld fra om feil ved post ${code}`,
    dialog: 'Meld fra om en post',
    damaged: /^Skadet/,
    missing: /^Mangler/,
    note: 'Merknad (valgfritt)',
    send: 'Send melding',
    cancel: 'Avbryt',
    chooseKind: 'Velg hva som er galt med posten.',
    queuedOffline: 'Takk for meldingen. Den sendes når du er på nett.',
    waiting: `Post ${code}: du meldte at den er skadet. Venter på å bli sendt.`,
    sent: `Post ${code}: du meldte at den er skadet. Sendt til arrangøren.`,
    already:
      'Du har allerede meldt fra om denne posten. Arrangøren har ikke lukket meldingen din ennå.',
  },
} as const;

type ServerReport = Pick<
  PostReportAnswer,
  'id' | 'controlId' | 'gameDefinitionId' | 'kind' | 'note' | 'lat' | 'lng' | 'closedAt'
>;

/** How many reports the phone holds (IndexedDB). */
function phoneReportCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('map-game');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('reports', 'readonly').objectStore('reports').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

inEachPlayLanguage(WORDS, (language, words) => {
  test('a post reported offline waits on the phone, a second is refused, and it reaches the server online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await startLevelsGame(page, request, language, `report-${language}`);
    await walkTo(page, post.position);
    await page.getByRole('button', { name: words.marker }).click();

    await context.setOffline(true);
    await page.getByRole('button', { name: words.open }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue(post.controlId);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog.getByRole('alert')).toHaveText(words.chooseKind);
    await dialog.getByRole('radio', { name: words.damaged }).check();
    await dialog.getByLabel(words.note).fill('The flag is torn in half');
    await shot(page, `post-report-dialog-${language}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog).toBeHidden();

    const sheet = page.locator('.report-section');
    await expect(sheet.getByRole('status')).toHaveText(words.queuedOffline);
    await expect(sheet.getByRole('listitem')).toHaveText(words.waiting);
    await shot(page, `post-report-waiting-${language}`);

    // A second report on the same post is refused on the phone, before anything is queued.
    await page.getByRole('button', { name: words.open }).click();
    await dialog.getByRole('radio', { name: words.missing }).check();
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog.getByRole('alert')).toHaveText(words.already);
    await shot(page, `post-report-already-${language}`);
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toBeHidden();
    expect(await phoneReportCount(page)).toBe(1);

    await context.setOffline(false);
    await expect(sheet.getByRole('listitem')).toHaveText(words.sent, { timeout: 30_000 });
    const { postReportsByOwner } = await graphqlData<{ postReportsByOwner: ServerReport[] }>(
      page,
      `query { postReportsByOwner { id controlId gameDefinitionId kind note lat lng closedAt } }`,
    );
    expect(postReportsByOwner).toHaveLength(1);
    expect(postReportsByOwner[0]).toMatchObject({
      controlId: post.controlId,
      gameDefinitionId: LEVELS_GAME.id,
      kind: 'DAMAGED',
      note: 'The flag is torn in half',
      closedAt: null,
    });
    expect(postReportsByOwner[0]!.lat).toBeCloseTo(post.position.lat, 6);
    expect(postReportsByOwner[0]!.lng).toBeCloseTo(post.position.lng, 6);
  });
});
