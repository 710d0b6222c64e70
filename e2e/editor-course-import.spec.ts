/**
 * Course files as OCAD exports them (IOF XML 3.0: `lng` before `lat`, no type on the controls,
 * a second start S2 midway after a map exchange, map positions in negative millimetres, a `Map`
 * with scale and extent) imported by an editor at 390x844 in English and Norwegian: one course
 * chosen, previewed on the map and in the table, saved as a new level of the game; then every
 * course as the levels of a new game. Starts and finishes are never made controls.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { privateLevelsGame, storedLevels, type LatLng } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/** Offsets (degrees) from the demo start of each code in the file. */
const OFFSETS: Record<string, [number, number]> = {
  S1: [0, 0],
  '31': [0.0008, 0.001],
  '32': [0.0015, -0.0006],
  '33': [-0.0004, 0.0016],
  S2: [0.0015, -0.0006],
  '34': [-0.0011, -0.0012],
  F1: [0.0001, 0.0002],
};

const LONG = ['S1', '31', '32', 'S2', '33', '34', 'F1'];
const SHORT = ['S1', '31', '34', 'F1'];

function at(start: LatLng, code: string): LatLng {
  const [dLat, dLng] = OFFSETS[code] ?? [0, 0];
  return { lat: start.lat + dLat, lng: start.lng + dLng };
}

/** Two courses, written the way OCAD 2020 writes its IOF XML 3.0 course export. */
function ocadFile(start: LatLng): string {
  const controls = Object.keys(OFFSETS)
    .map((code, index) => {
      const { lat, lng } = at(start, code);
      return `    <Control>
      <Id>${code}</Id>
      <Position lng="${lng.toFixed(6)}" lat="${lat.toFixed(6)}" />
      <MapPosition x="${(-84.1 + index * 20).toFixed(1)}" y="${(-8.4 - index * 3).toFixed(1)}" unit="mm" />
    </Control>`;
    })
    .join('\n');
  const course = (name: string, codes: string[]) => `    <Course>
      <Name>${name}</Name>
      <Length>2100</Length>
      <Climb>0</Climb>
${codes
  .map((code, index) => {
    const type = code.startsWith('S') ? 'Start' : code.startsWith('F') ? 'Finish' : 'Control';
    const leg =
      index === 0 ? '' : `\n        <LegLength>${code.startsWith('S') ? 0 : 150}</LegLength>`;
    return `      <CourseControl type="${type}">\n        <Control>${code}</Control>${leg}\n      </CourseControl>`;
  })
  .join('\n')}
    </Course>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<CourseData xmlns="http://www.orienteering.org/datastandard/3.0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" iofVersion="3.0" createTime="2026-11-20T20:25:21.250+01:00" creator="OCAD 2020.6.0.3809">
  <Event>
    <Name>Course import test</Name>
  </Event>
  <RaceCourseData>
    <Map>
      <Scale>4000</Scale>
      <MapPositionTopLeft x="-204.0" y="135.6" unit="mm"/>
      <MapPositionBottomRight x="156.1" y="-111.3" unit="mm"/>
    </Map>
${controls}
${course('Lang', LONG)}
${course('Kort', SHORT)}
  </RaceCourseData>
</CourseData>
`;
}

/** A private levels game at the demo start with one level (order 1). */
async function levelsGame(page: Page): Promise<{ id: string; levelId: string; start: LatLng }> {
  const game = await privateLevelsGame(page, 'Course import');
  return { id: game.id, levelId: game.levelIds[0] ?? '', start: game.start };
}

/** The level's controls by visual code. */
async function controlsOf(page: Page, gameLevelId: string): Promise<Map<string, LatLng>> {
  const data = await graphqlData<{
    gameLevelControlByGameLevelId: {
      items: { control: { visualCode: string; lat: number; lng: number } | null }[];
    };
  }>(
    page,
    `query ($id: ID!) { gameLevelControlByGameLevelId(gameLevelId: $id, limit: 100) {
      items { control { visualCode lat lng } } } }`,
    { id: gameLevelId },
  );
  return new Map(
    data.gameLevelControlByGameLevelId.items.flatMap(({ control }) =>
      control ? [[control.visualCode, { lat: control.lat, lng: control.lng }] as const] : [],
    ),
  );
}

/** Metres between two close points (equirectangular: well under 1 mm off at 200 m). */
function metresBetween(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const x = (b.lng - a.lng) * toRad * Math.cos(((a.lat + b.lat) / 2) * toRad);
  const y = (b.lat - a.lat) * toRad;
  return Math.hypot(x, y) * 6_371_008.8;
}

function expectPunchingControlsOnly(
  stored: Map<string, LatLng>,
  codes: readonly string[],
  start: LatLng,
) {
  const punching = codes.filter((code) => /^\d+$/u.test(code));
  expect([...stored.keys()].sort()).toEqual([...punching].sort());
  for (const code of punching) {
    const position = stored.get(code);
    if (!position) throw new Error(`${code} not stored`);
    expect(metresBetween(position, at(start, code)), code).toBeLessThan(1);
  }
}

const WORDS = {
  en: {
    file: 'IOF XML 3.0 course file',
    course: 'Course',
    preview: 'Preview: not saved yet',
    short: 'Kort (2 controls)',
    startOrFinish: (code: string) => `${code}: start or finish`,
    asLevel: 'Import “Kort” as a new level of this game',
    imported: (count: number) => `Levels imported from the course file: ${count}`,
    gameName: 'Name of the new game',
    asGame: 'Import all 2 courses as levels of a new game',
    notXml: /The file is not readable XML: the error is on line 3\./u,
    notIof: /it holds <ResultList>, not <CourseData>/u,
    marker: /^Imported control 3\d,/u,
    previewMap: 'Preview of the course file on the map',
  },
  nb: {
    file: 'Løypefil i IOF XML 3.0',
    course: 'Løype',
    preview: 'Forhåndsvisning: ikke lagret ennå',
    short: 'Kort (2 poster)',
    startOrFinish: (code: string) => `${code}: start eller mål`,
    asLevel: 'Importer «Kort» som et nytt nivå i dette spillet',
    imported: (count: number) => `Nivåer importert fra løypefila: ${count}`,
    gameName: 'Navn på det nye spillet',
    asGame: 'Importer alle 2 løypene som nivåer i et nytt spill',
    notXml: /Fila er ikke lesbar XML: feilen står på linje 3\./u,
    notIof: /den inneholder <ResultList>, ikke <CourseData>/u,
    marker: /^Importert post 3\d,/u,
    previewMap: 'Forhåndsvisning av løypefila på kartet',
  },
};

type Words = (typeof WORDS)['en'];

async function importOneCourse(page: Page, words: Words, lang: string) {
  const game = await levelsGame(page);
  await page.goto(
    `/game-definitions/selected/levels/selected/controls?gameDefinitionId=${game.id}&gameLevelId=${game.levelId}`,
  );
  const fileInput = page.getByLabel(words.file);

  // A bad file is refused, naming the line or the element.
  for (const [name, text, refusal] of [
    [
      'broken.xml',
      '<?xml version="1.0"?>\n<CourseData xmlns="http://www.orienteering.org/datastandard/3.0">\n<RaceCourseData></CourseData>\n',
      words.notXml,
    ],
    [
      'results.xml',
      '<ResultList xmlns="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0"/>',
      words.notIof,
    ],
  ] as const) {
    await fileInput.setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(text) });
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  }

  await fileInput.setInputFiles({
    name: 'ocad-courses.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(ocadFile(game.start)),
  });
  const preview = page.getByRole('table', { name: words.preview });
  await expect(preview).toBeVisible();
  await page.getByLabel(words.course, { exact: true }).selectOption({ label: words.short });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('rowheader', { name: '31' })).toBeVisible();
  await expect(preview.getByRole('rowheader', { name: '34' })).toBeVisible();
  for (const code of ['S1', 'F1']) {
    await expect(page.getByText(words.startOrFinish(code))).toBeVisible();
  }
  // The preview is on the map too, and nothing is saved yet.
  await expect(page.getByRole('img', { name: words.marker })).toHaveCount(2);
  // Beside the table, the course as drawn: start triangle, the two controls, finish, its legs.
  const previewMap = page.getByRole('region', { name: words.previewMap });
  await expect(previewMap.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(previewMap.locator('.iof-preview-point')).toHaveCount(4);
  await expect(previewMap.locator('.iof-preview-point[data-role="start"]')).toHaveCount(1);
  await expect(previewMap.locator('.iof-preview-point[data-role="finish"]')).toHaveCount(1);
  await previewMap.scrollIntoViewIfNeeded();
  await shot(page, `course-import-map-${lang}`);
  expect(await storedLevels(page, game.id)).toHaveLength(1);
  await shot(page, `course-import-preview-${lang}`, { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: words.asLevel }).click();
  await expect(page.getByRole('status').filter({ hasText: words.imported(1) })).toBeVisible();
  const levels = await storedLevels(page, game.id);
  expect(levels.map((level) => [level.name, level.order])).toEqual([
    ['Level 1', 1],
    ['Kort', 2],
  ]);
  const newLevel = levels[1];
  if (!newLevel) throw new Error('no new level');
  await expect(page).toHaveURL(new RegExp(`gameLevelId=${newLevel.id}`, 'u'));
  expectPunchingControlsOnly(await controlsOf(page, newLevel.id), SHORT, game.start);
  await shot(page, `course-import-level-${lang}`, { fullPage: true });
  return game;
}

async function importAllCourses(page: Page, words: Words, lang: string) {
  const game = await levelsGame(page);
  await page.goto(
    `/game-definitions/selected/levels/selected/controls?gameDefinitionId=${game.id}&gameLevelId=${game.levelId}`,
  );
  await page.getByLabel(words.file).setInputFiles({
    name: 'ocad-courses.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(ocadFile(game.start)),
  });
  await expect(page.getByRole('table', { name: words.preview })).toBeVisible();
  const name = `Imported ${lang} ${Date.now().toString(36)}`;
  await page.getByLabel(words.gameName).fill(name);
  await shot(page, `course-import-all-${lang}`, { fullPage: true });
  await page.getByRole('button', { name: words.asGame }).click();
  await expect(page.getByRole('status').filter({ hasText: words.imported(2) })).toBeVisible();
  // On the new game's screen: another game id in the address.
  await expect(page).toHaveURL((url) => {
    const id = url.searchParams.get('gameDefinitionId');
    return id !== null && id !== game.id;
  });
  const newGameId = new URL(page.url()).searchParams.get('gameDefinitionId') ?? '';
  const created = await graphqlData<{
    getGameDefinition: { name: string; type: string; active: boolean; state: string };
  }>(page, `query ($id: ID!) { getGameDefinition(id: $id) { name type active state } }`, {
    id: newGameId,
  });
  expect(created.getGameDefinition).toEqual({
    name,
    type: 'levels',
    active: false,
    state: 'PRIVATE',
  });
  const levels = await storedLevels(page, newGameId);
  expect(levels.map((level) => [level.name, level.order, level.minNumberControls])).toEqual([
    ['Lang', 1, 4],
    ['Kort', 2, 2],
  ]);
  const [long, short] = levels;
  if (!long || !short) throw new Error('levels missing');
  expectPunchingControlsOnly(await controlsOf(page, long.id), LONG, game.start);
  expectPunchingControlsOnly(await controlsOf(page, short.id), SHORT, game.start);
  // The game's own level is untouched.
  expect(await storedLevels(page, game.id)).toHaveLength(1);
}

test.beforeEach(async ({ page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
});

test('imports one course of an OCAD file as a new level after a preview', async ({ page }) => {
  await importOneCourse(page, WORDS.en, 'en');
});

test('imports every course of an OCAD file as the levels of a new game', async ({ page }) => {
  await importAllCourses(page, WORDS.en, 'en');
});

inLocale('nb-NO', 'in Norwegian', () => {
  test('imports one course as a new level, in Norwegian', async ({ page }) => {
    await importOneCourse(page, WORDS.nb, 'nb');
  });

  test('imports every course as the levels of a new game, in Norwegian', async ({ page }) => {
    await importAllCourses(page, WORDS.nb, 'nb');
  });
});
