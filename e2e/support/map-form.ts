/**
 * The map editor's form (/maps) as the map specs use it: the demo Editor signed in with the drawn
 * maps kept, and saving a map and reading it back as the server stored it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './auth';
import { graphqlData } from './graphql';
import { keepMaps } from './maps';

/**
 * Before each test of the enclosing describe block: keeps the maps the app draws (see keepMaps)
 * and signs the demo Editor in.
 */
export function beforeEachEditorKeepingMaps(): void {
  test.beforeEach(async ({ page, request }) => {
    await keepMaps(page);
    await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  });
}

const GET_OMAP = `query ($id: ID!) { getOmap(id: $id) {
  id name sourceType state imageLocation imageTileLocation tileLocation imageWidth imageHeight
  worldFile coordinateSystem bottomLeftLat bottomLeftLng topRightLat topRightLng
} }`;

/** A map as the server stored it. */
export interface StoredOmap {
  id: string;
  name: string;
  sourceType: string;
  state: string;
  imageLocation: string | null;
  imageTileLocation: string | null;
  tileLocation: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  worldFile: number[] | null;
  coordinateSystem: string | null;
  bottomLeftLat: number;
  bottomLeftLng: number;
  topRightLat: number;
  topRightLng: number;
}

/** The id of the map the screen shows after saving (`/maps?omapId=...&mode=view`). */
async function savedOmapId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]mode=view/);
  const id = new URL(page.url()).searchParams.get('omapId');
  expect(id).toBeTruthy();
  return id ?? '';
}

/**
 * Saves the map form (its button named `save`), waits for the saved map's screen and reads the
 * map back as the server stored it.
 */
export async function saveMap(page: Page, save = 'Save map'): Promise<StoredOmap> {
  await page.getByRole('button', { name: save }).click();
  const id = await savedOmapId(page);
  return (await graphqlData<{ getOmap: StoredOmap }>(page, GET_OMAP, { id })).getOmap;
}
