/**
 * The control editor, as the demo Editor against the real server: each test makes its own levels
 * game (linked to the demo map) with two levels through the API, then adds a control by tapping
 * the map, moves one by dragging, draws controls set out close together each with its animal on
 * its spot and its code readable beside it, imports an IOF XML 3.0 course file with its preview,
 * deletes a
 * control used on two levels after its confirmation, shows every message of the control form in
 * English and Norwegian, and prints the control list with the secret codes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { placeNewControl, privateLevelsGame, type LatLng } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { inLocale } from './support/locales';
import { keepMaps, type MapsWindow } from './support/maps';
import { shot } from './support/shots';
import { hiddenByTags } from './support/tag-overlaps';

interface TestGame {
  gameDefinitionId: string;
  levelIds: [string, string];
  start: LatLng;
}

interface StoredControl {
  id: string;
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string | null;
}

interface StoredLevelControl {
  id: string;
  controlId: string;
  points: number;
  control: StoredControl | null;
}

/** A private levels game at the demo start, on the demo map, with two levels. */
async function levelsGame(page: Page): Promise<TestGame> {
  const game = await privateLevelsGame(page, 'Controls test', {
    levels: 2,
    active: true,
    onDemoMap: true,
  });
  const [first = '', second = ''] = game.levelIds;
  return { gameDefinitionId: game.id, levelIds: [first, second], start: game.start };
}

/**
 * A control made through the API (at the game's start unless given a position) and placed on the
 * given levels (the first level unless told).
 */
async function placedControl(
  page: Page,
  game: TestGame,
  control: { visualCode: string; secretCode: string; position?: LatLng; points: number },
  levelIds: readonly string[] = [game.levelIds[0]],
): Promise<string> {
  const { position = game.start, points, ...codes } = control;
  const places = levelIds.map((gameLevelId) => ({
    gameDefinitionId: game.gameDefinitionId,
    gameLevelId,
    points,
  }));
  return placeNewControl(page, places, { ...codes, ...position });
}

async function levelControls(page: Page, gameLevelId: string): Promise<StoredLevelControl[]> {
  const data = await graphqlData<{
    gameLevelControlByGameLevelId: { items: StoredLevelControl[] };
  }>(
    page,
    `query ($id: ID!) { gameLevelControlByGameLevelId(gameLevelId: $id, limit: 100) {
      items { id controlId points control { id visualCode lat lng secretCode } } } }`,
    { id: gameLevelId },
  );
  return data.gameLevelControlByGameLevelId.items;
}

async function storedControl(page: Page, id: string): Promise<StoredControl | null> {
  const data = await graphqlData<{ getControl: StoredControl | null }>(
    page,
    `query ($id: ID!) { getControl(id: $id) { id visualCode lat lng secretCode } }`,
    { id },
  );
  return data.getControl;
}

function controlsPath(game: TestGame, extra: Record<string, string> = {}, level = 0): string {
  const search = new URLSearchParams({
    gameDefinitionId: game.gameDefinitionId,
    gameLevelId: game.levelIds[level === 0 ? 0 : 1],
    ...extra,
  });
  return `/game-definitions/selected/levels/selected/controls?${search.toString()}`;
}

/**
 * The map's drawing surface, once the map has loaded and shown the level's controls (the button
 * that adds a control in the middle of the map is enabled from then on, in either language).
 */
async function mapCanvas(page: Page): Promise<Locator> {
  const canvas = page.locator('.controls-map canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: /^(New control in the middle of the map|Ny post midt på kartet)$/u,
    }),
  ).toBeEnabled();
  return canvas;
}

/** The centre of an element on the page, in CSS pixels. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The centre, once it has stopped moving (the map settles after fitting the controls). */
async function settledCentreOf(locator: Locator): Promise<{ x: number; y: number }> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await centreOf(locator));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number };
}

/** The map's accessible name. */
const MAP_LABEL = "Map of the level's controls";

/** The editor's markers: each a control's animal with its code label beside it. */
const EDITOR_TAGS = {
  marker: '.control-marker',
  tag: '.control-marker-code',
  mark: '.control-icon',
};

/**
 * Each control whose animal is not centred on the control's position on the map (more than a
 * pixel off, across or down, for rounding), as "31 10 px off".
 */
async function iconsOffTheirSpots(
  page: Page,
  controls: readonly { visualCode: string; position: LatLng }[],
): Promise<string[]> {
  return page.evaluate(
    ({ label, controls }) => {
      const map = (
        window as MapsWindow<{
          project(lngLat: [number, number]): { x: number; y: number };
          getContainer(): HTMLElement;
        }>
      ).__mapsByLabel![label]!;
      const rect = map.getContainer().getBoundingClientRect();
      return controls.flatMap(({ visualCode, position }) => {
        const at = map.project([position.lng, position.lat]);
        const icon = document
          .querySelector(`[data-control-code="${visualCode}"] .control-icon`)!
          .getBoundingClientRect();
        const dx = icon.left + icon.width / 2 - (rect.left + at.x);
        const dy = icon.top + icon.height / 2 - (rect.top + at.y);
        const off = Math.round(Math.max(Math.abs(dx), Math.abs(dy)));
        return off > 1 ? [`${visualCode} ${off} px off`] : [];
      });
    },
    { label: MAP_LABEL, controls },
  );
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
});

test('adds a control by tapping the map and filling in its form', async ({ page }, testInfo) => {
  const game = await levelsGame(page);
  await page.goto(controlsPath(game));
  await expect(page.getByRole('heading', { name: 'Controls: Level 1' })).toBeVisible();
  const canvas = await mapCanvas(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map');
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });

  const form = page.getByRole('region', { name: 'New control' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'New control', exact: true })).toBeVisible();
  await expect(form.getByLabel('ID/name')).toBeFocused();
  await form.getByLabel('ID/name').fill('T1');
  await form.getByLabel('Secret code').fill('TAPP');
  await form.getByLabel('Points').fill('3');
  await form.getByRole('button', { name: 'Add control' }).click();
  await expect(toast(page, 'Control added to the level')).toBeVisible();

  const marker = page.getByRole('button', { name: 'Control T1, 3 points' });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  const [stored] = await levelControls(page, game.levelIds[0]);
  expect(stored?.points).toBe(3);
  expect(stored?.control).toMatchObject({ visualCode: 'T1', secretCode: 'TAPP' });
  // The tap was near the game's start, where the map opened.
  expect(Math.abs((stored?.control?.lat ?? 0) - game.start.lat)).toBeLessThan(0.01);
  expect(Math.abs((stored?.control?.lng ?? 0) - game.start.lng)).toBeLessThan(0.01);
  await shot(page, 'controls-added', { fullPage: true });
  await page.locator('.controls-map').screenshot({ path: testInfo.outputPath('controls-map.png') });
  await expectNoSeriousA11yViolations(page);
  // The same screen on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(marker).toBeVisible();
  await shot(page, 'controls-desktop');
});

test('moves a control by dragging it and stores the new position', async ({ page }) => {
  const game = await levelsGame(page);
  const a = { lat: game.start.lat + 0.0008, lng: game.start.lng + 0.0012 };
  const b = { lat: game.start.lat - 0.0008, lng: game.start.lng - 0.0012 };
  const idA = await placedControl(page, game, {
    visualCode: 'DA',
    secretCode: 'DRA1',
    position: a,
    points: 2,
  });
  await placedControl(page, game, { visualCode: 'DB', secretCode: 'DRA2', position: b, points: 4 });
  await page.goto(controlsPath(game));
  await mapCanvas(page);
  const markerA = page.getByRole('button', { name: 'Control DA, 2 points' });
  const markerB = page.getByRole('button', { name: 'Control DB, 4 points' });
  const pa = await settledCentreOf(markerA);
  const pb = await settledCentreOf(markerB);
  // The map's scale here, from the two controls: pixels per degree (y grows southwards).
  const pxPerLng = (pb.x - pa.x) / (b.lng - a.lng);
  const pxPerLat = (pb.y - pa.y) / (b.lat - a.lat);
  // Down and to the left: away from the zoom buttons in the top-right corner.
  const drag = { x: -40, y: 30 };

  await page.mouse.move(pa.x, pa.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) {
    await page.mouse.move(pa.x + (drag.x * step) / 5, pa.y + (drag.y * step) / 5);
  }
  await page.mouse.up();
  await expect(toast(page, 'Control updated')).toBeVisible();

  let moved: StoredControl | null = null;
  await expect
    .poll(async () => {
      moved = await storedControl(page, idA);
      return moved?.lat !== a.lat;
    })
    .toBe(true);
  const stored = moved as StoredControl | null;
  const movedLng = (stored?.lng ?? 0) - a.lng;
  const movedLat = (stored?.lat ?? 0) - a.lat;
  expect(Math.abs(movedLng - drag.x / pxPerLng)).toBeLessThan(Math.abs(drag.x / pxPerLng) * 0.1);
  expect(Math.abs(movedLat - drag.y / pxPerLat)).toBeLessThan(Math.abs(drag.y / pxPerLat) * 0.1);
  expect(movedLat).toBeLessThan(0); // dragged down: south
  // A drag is not a tap on the map: no new control.
  await expect(page.getByRole('region', { name: 'New control' })).toHaveCount(0);
  await markerA.click();
  const form = page.getByRole('region', { name: 'Control DA' });
  await expect(form.getByLabel('Latitude')).toHaveValue((stored?.lat ?? 0).toFixed(6));
  await expect(form.getByLabel('Longitude')).toHaveValue((stored?.lng ?? 0).toFixed(6));
  await shot(page, 'controls-moved', { fullPage: true });
});

test('draws controls set out close together with every code readable beside its animal', async ({
  page,
}, testInfo) => {
  const game = await levelsGame(page);
  // A square of four about 28 m by 22 m (90 by 70 px at zoom 17, where the map fits them) and
  // a fifth 19 m north of the first: each control's label would fall on a neighbour somewhere.
  const { lat, lng } = game.start;
  const controls = [
    { visualCode: '31', position: { lat, lng } },
    { visualCode: '32', position: { lat, lng: lng + 0.000483 } },
    { visualCode: '33', position: { lat: lat - 0.000197, lng } },
    { visualCode: '34', position: { lat: lat - 0.000197, lng: lng + 0.000483 } },
    { visualCode: 'X100', position: { lat: lat + 0.000168, lng } },
  ];
  for (const [index, control] of controls.entries()) {
    await placedControl(page, game, { ...control, secretCode: `NEAR${index}`, points: 2 });
  }
  await keepMaps(page);
  await page.goto(controlsPath(game));
  await mapCanvas(page);
  const first = page.getByRole('button', { name: 'Control 31, 2 points' });
  const last = page.getByRole('button', { name: 'Control 34, 2 points' });
  await settledCentreOf(first);
  await expect.poll(() => hiddenByTags(page, EDITOR_TAGS)).toEqual([]);
  // Each animal sits on its control's spot, its label beside it.
  expect(await iconsOffTheirSpots(page, controls)).toEqual([]);

  // A new control tapped in among them: its "+" finds a free place too.
  const a = await centreOf(first);
  const b = await centreOf(last);
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  await expect(page.getByRole('region', { name: 'New control' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New control', exact: true })).toBeVisible();
  await expect.poll(() => hiddenByTags(page, EDITOR_TAGS)).toEqual([]);
  await page.locator('.controls-map').screenshot({
    path: testInfo.outputPath('controls-close-together-map.png'),
  });
  await shot(page, 'controls-close-together');
});

const iofFile = (start: LatLng) => `<?xml version="1.0" encoding="UTF-8"?>
<CourseData xmlns="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0" creator="test">
  <Event><Name>Test event</Name></Event>
  <RaceCourseData>
    <Control type="Start"><Id>S1</Id><Position lng="${start.lng}" lat="${start.lat}"/></Control>
    <Control><Id>31</Id><Position lng="${start.lng + 0.001}" lat="${start.lat + 0.0008}"/></Control>
    <Control><Id>32</Id><Position lng="${start.lng - 0.001}" lat="${start.lat + 0.0005}"/></Control>
    <Control><Id>33</Id><Position lng="${start.lng + 0.0004}" lat="${start.lat - 0.0009}"/></Control>
    <Control type="Finish"><Id>F1</Id><Position lng="${start.lng}" lat="${start.lat - 0.0002}"/></Control>
    <Course>
      <Name>Score course</Name>
      <CourseControl type="Start"><Control>S1</Control></CourseControl>
      <CourseControl type="Control"><Control>31</Control><Score>2</Score></CourseControl>
      <CourseControl type="Control"><Control>32</Control><Score>7</Score></CourseControl>
      <CourseControl type="Control"><Control>33</Control></CourseControl>
      <CourseControl type="Finish"><Control>F1</Control></CourseControl>
    </Course>
  </RaceCourseData>
</CourseData>`;

test('imports the controls of an IOF XML 3.0 course file after a preview', async ({ page }) => {
  const game = await levelsGame(page);
  await page.goto(controlsPath(game));
  await mapCanvas(page);
  const fileInput = page.getByLabel('IOF XML 3.0 course file');

  await fileInput.setInputFiles({
    name: 'controls.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Id;Lat;Lng\n31;58.4;8.7\n'),
  });
  await expect(
    page.getByText(/The file is not readable XML: the error is on line 1\./u),
  ).toBeVisible();
  await fileInput.setInputFiles({
    name: 'no-positions.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      `<CourseData xmlns="http://www.orienteering.org/datastandard/3.0"><RaceCourseData><Control><Id>31</Id></Control></RaceCourseData></CourseData>`,
    ),
  });
  await expect(page.getByText(/The file has no control positions/u)).toBeVisible();

  await fileInput.setInputFiles({
    name: 'course.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(iofFile(game.start)),
  });
  const preview = page.getByRole('table', { name: 'Preview: not saved yet' });
  await expect(preview).toBeVisible();
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue('0');
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: /^31 2/u })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^32 5 \(score 7 in the file\)/u })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^33 1/u })).toBeVisible();
  await expect(page.getByText('S1: start or finish')).toBeVisible();
  await expect(page.getByText('F1: start or finish')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Imported control 3\d/u })).toHaveCount(3);
  await expect(page.getByLabel('Secret code for 31')).toHaveValue(/^[A-Z2-9]{4}$/u);
  await page.getByLabel('Secret code for 31').fill('EGEN');
  // Nothing is stored before saving.
  expect(await levelControls(page, game.levelIds[0])).toEqual([]);
  await shot(page, 'controls-import-preview', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save 3 controls' }).click();
  await expect(toast(page, 'Imported controls: 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Control 32, 5 points' })).toBeVisible();
  const stored = await levelControls(page, game.levelIds[0]);
  const byCode = new Map(stored.map((item) => [item.control?.visualCode ?? '', item]));
  expect([...byCode.keys()].sort()).toEqual(['31', '32', '33']);
  expect(byCode.get('31')?.points).toBe(2);
  expect(byCode.get('32')?.points).toBe(5);
  expect(byCode.get('33')?.points).toBe(1);
  expect(byCode.get('31')?.control?.secretCode).toBe('EGEN');
  expect(byCode.get('33')?.control?.secretCode).toMatch(/^[A-Z2-9]{4}$/u);
  expect(byCode.get('31')?.control?.lat).toBeCloseTo(game.start.lat + 0.0008, 7);
  expect(byCode.get('31')?.control?.lng).toBeCloseTo(game.start.lng + 0.001, 7);
});

test('deletes a control used on two levels once its confirmation is confirmed', async ({
  page,
}) => {
  const game = await levelsGame(page);
  const id = await placedControl(
    page,
    game,
    { visualCode: 'X9', secretCode: 'BOTH', points: 1 },
    game.levelIds,
  );
  await page.goto(controlsPath(game));
  await mapCanvas(page);
  // Chosen with the keyboard, from its marker on the map.
  await page.getByRole('button', { name: 'Control X9, 1 point' }).press('Enter');
  const form = page.getByRole('region', { name: 'Control X9' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`controlId=${id}`, 'u'));

  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the control from every level?' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  expect(await storedControl(page, id)).not.toBeNull();
  await shot(page, 'controls-delete-in-use', { fullPage: true });

  await dialog.getByRole('button', { name: 'Delete from all levels' }).click();
  await expect(toast(page, 'Control deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Control X9, 1 point' })).toHaveCount(0);
  expect(await storedControl(page, id)).toBeNull();
  expect(await levelControls(page, game.levelIds[0])).toEqual([]);
  expect(await levelControls(page, game.levelIds[1])).toEqual([]);
});

test('removes a control from the level and adds it back from the editor’s controls', async ({
  page,
}) => {
  const game = await levelsGame(page);
  const id = await placedControl(page, game, { visualCode: 'R5', secretCode: 'BACK', points: 2 });
  await page.goto(controlsPath(game, { controlId: id }));
  const form = page.getByRole('region', { name: 'Control R5' });
  await form.getByRole('button', { name: 'Remove from level' }).click();
  await expect(toast(page, 'Control removed from the level')).toBeVisible();
  expect(await levelControls(page, game.levelIds[0])).toEqual([]);
  expect(await storedControl(page, id)).not.toBeNull();

  const add = page.getByRole('region', { name: 'Add one of your controls' });
  await add.getByLabel('Control', { exact: true }).selectOption(id);
  await add.getByLabel('Points on this level').selectOption('4');
  await add.getByRole('button', { name: 'Add to level' }).click();
  await expect(toast(page, 'Control added to the level')).toBeVisible();
  const [placed] = await levelControls(page, game.levelIds[0]);
  expect(placed).toMatchObject({ controlId: id, points: 4 });
});

interface FormWords {
  required: string;
  notANumber: string;
  pointsRange: string;
  latitudeRange: string;
  longitudeRange: string;
  summary: string;
  newControl: string;
  idName: string;
  secretCode: string;
  points: string;
  latitude: string;
  longitude: string;
  add: string;
  newInTheMiddle: string;
}

const ENGLISH: FormWords = {
  required: 'This is a required field',
  notANumber: 'Enter a number',
  pointsRange: 'Must be a whole number from 1 to 5',
  latitudeRange: 'Must be between -90 and 90',
  longitudeRange: 'Must be between -180 and 180',
  summary: 'Please correct the errors and try again',
  newControl: 'New control',
  idName: 'ID/name',
  secretCode: 'Secret code',
  points: 'Points',
  latitude: 'Latitude',
  longitude: 'Longitude',
  add: 'Add control',
  newInTheMiddle: 'New control in the middle of the map',
};

const NORWEGIAN: FormWords = {
  required: 'Dette er et påkrevd felt',
  notANumber: 'Skriv inn et tall',
  pointsRange: 'Må være et heltall fra 1 til 5',
  latitudeRange: 'Må være mellom \u221290 og 90',
  longitudeRange: 'Må være mellom \u2212180 og 180',
  summary: 'Rett feilene og prøv igjen',
  newControl: 'Ny post',
  idName: 'ID/navn',
  secretCode: 'Hemmelig kode',
  points: 'Poeng',
  latitude: 'Breddegrad',
  longitude: 'Lengdegrad',
  add: 'Legg til post',
  newInTheMiddle: 'Ny post midt på kartet',
};

/** Every message of the control form, each next to its field, in the page's language. */
async function checkFormMessages(page: Page, words: FormWords) {
  const game = await levelsGame(page);
  await page.goto(controlsPath(game));
  await mapCanvas(page);
  // Without tapping the map: from the keyboard.
  await page.getByRole('button', { name: words.newInTheMiddle }).press('Enter');
  const form = page.getByRole('region', { name: words.newControl });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const errorOf = async (label: string) => {
    const id = await field(label).getAttribute('aria-describedby');
    return page.locator(`[id="${(id ?? '').split(' ')[0]}"]`);
  };
  const submit = () => form.getByRole('button', { name: words.add }).click();

  await field(words.secretCode).fill('');
  await field(words.points).fill('');
  await field(words.latitude).fill('');
  await field(words.longitude).fill('');
  await submit();
  await expect(form.getByRole('alert').filter({ hasText: words.summary })).toBeVisible();
  for (const label of [
    words.idName,
    words.secretCode,
    words.points,
    words.latitude,
    words.longitude,
  ]) {
    await expect(await errorOf(label)).toHaveText(words.required);
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(field(words.idName)).toBeFocused();
  await shot(page, `controls-form-required-${words.add}`, { fullPage: true });

  await field(words.idName).fill('V1');
  await field(words.secretCode).fill('KODE');
  for (const [label, value, message] of [
    [words.points, 'tre', words.notANumber],
    [words.points, '0', words.pointsRange],
    [words.points, '6', words.pointsRange],
    [words.points, '2.5', words.pointsRange],
    [words.latitude, 'nord', words.notANumber],
    [words.latitude, '90.5', words.latitudeRange],
    [words.longitude, 'øst', words.notANumber],
    [words.longitude, '-181', words.longitudeRange],
  ] as const) {
    await field(words.points).fill('2');
    await field(words.latitude).fill(String(game.start.lat));
    await field(words.longitude).fill(String(game.start.lng));
    await field(label).fill(value);
    await submit();
    await expect(await errorOf(label)).toHaveText(message);
  }
  // Nothing was saved on the way.
  expect(await levelControls(page, game.levelIds[0])).toEqual([]);
}

test('shows every message of the control form in English', async ({ page }) => {
  await checkFormMessages(page, ENGLISH);
});

inLocale('nb-NO', 'in Norwegian', () => {
  test('shows every message of the control form in Norwegian', async ({ page }) => {
    await checkFormMessages(page, NORWEGIAN);
  });
});

test('prints the control list with the secret codes for the editor', async ({ page }) => {
  const game = await levelsGame(page);
  await placedControl(page, game, { visualCode: '41', secretCode: 'PRNT', points: 3 });
  await placedControl(page, game, {
    visualCode: '40',
    secretCode: 'FIRST',
    position: { lat: game.start.lat + 0.001, lng: game.start.lng },
    points: 5,
  });
  await page.goto(controlsPath(game));
  await page.getByRole('link', { name: 'Printable control list' }).click();
  await expect(page).toHaveURL(/view=print/u);
  const table = page.getByRole('table', { name: /For setting out the posts/u });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('40');
  await expect(rows.nth(1)).toContainText('FIRST');
  await expect(rows.nth(1)).toContainText('5');
  await expect(rows.nth(2)).toContainText('PRNT');
  await expect(rows.nth(2)).toContainText(game.start.lat.toFixed(6));
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'controls-print', { fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(table).toBeVisible();
  await shot(page, 'controls-print-media', { fullPage: true });
});

test('says clearly when the level is missing or unknown', async ({ page }) => {
  await page.goto('/game-definitions/selected/levels/selected/controls');
  await expect(page.getByRole('heading', { name: 'No level chosen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the list of games' })).toBeVisible();
  const game = await levelsGame(page);
  await page.goto(
    `/game-definitions/selected/levels/selected/controls?gameDefinitionId=${game.gameDefinitionId}&gameLevelId=no-such-level`,
  );
  await expect(page.getByRole('heading', { name: 'Level not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Back to the game's levels" })).toBeVisible();
});
