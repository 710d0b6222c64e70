import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openLevelsGame } from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * The start panel asks how detailed the offline map should be in words and sizes, not zoom
 * numbers: less, normal, more or most detail, each with the size of its download; the choice is
 * what the stored pack is made of, and /game-state names it. In English and Norwegian, in
 * Chromium against the real server (the demo levels game, whose texts are in both languages).
 */
const WORDS = {
  en: {
    locale: 'en-GB',
    legend: 'Offline map detail',
    choices: ['Less detail', 'Normal detail', 'More detail', 'Most detail'],
    sameSize: /^About [\d.]+ (kB|MB) whichever you choose\.$/,
    downloadAndStart: 'Download and start',
    stored: /^Less detail: \d+ of \d+ map tiles, [\d.]+ (kB|MB)/,
    levelOne: 'Level 1: near the start',
  },
  nb: {
    locale: 'nb-NO',
    legend: 'Detaljnivå for kart uten nett',
    choices: ['Færre detaljer', 'Normalt detaljnivå', 'Flere detaljer', 'Flest detaljer'],
    sameSize: /^Ca\. [\d,]+ (kB|MB) uansett hva du velger\.$/,
    downloadAndStart: 'Last ned og start',
    stored: /^Færre detaljer: \d+ av \d+ kartfliser, [\d,]+ (kB|MB)/,
    levelOne: 'Nivå 1: ved starten',
  },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  inLocale(words.locale, `in ${language}`, () => {
    test('the offline map is chosen as less or more detail with its size', async ({
      page,
      request,
    }) => {
      await openLevelsGame(page, request, `pack-detail-${language}`);

      const detail = page.getByRole('group', { name: words.legend });
      for (const choice of words.choices) {
        await expect(detail.getByRole('radio', { name: choice, exact: true })).toBeVisible();
      }
      await expect(detail.getByRole('combobox')).toHaveCount(0);
      // The demo map is one image and no base layer may be stored here: every choice is the same
      // download, said once ("About 27 kB whichever you choose."; the sizes of a tiled map per
      // choice are tests/features/play/pack-estimate.test.ts's).
      await expect(detail.getByText(words.sameSize)).toBeVisible();
      await expect(
        detail.getByRole('radio', { name: words.choices[1], exact: true }),
      ).toBeChecked();
      await shot(page, `pack-detail-${language}`);
      await expectNoSeriousA11yViolations(page);

      await detail.getByRole('radio', { name: words.choices[0], exact: true }).check();
      await page.getByRole('button', { name: words.downloadAndStart }).click();
      await expect(page.getByText(words.levelOne).first()).toBeVisible({ timeout: 30_000 });

      await page.goto('/game-state');
      await expect(page.getByText(words.stored)).toBeVisible();
      await shot(page, `pack-detail-state-${language}`, { fullPage: true });
    });
  });
}
