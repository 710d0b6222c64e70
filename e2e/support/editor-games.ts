/**
 * An editor's test game made through the API by the signed-in page (the demo Editor): a private
 * levels game at the demo levels game's start, for the editor screens' tests that are not about
 * making games.
 */
import type { Page } from '@playwright/test';
import { DEMO_GAMES, DEMO_OMAP_ID } from '../../server/demo/demo-world';
import { graphqlData } from './graphql';

const DEMO_LEVELS_GAME_ID = DEMO_GAMES.find((game) => game.type === 'levels')!.id;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface EditorGame {
  id: string;
  /** The levels in order (code punches, a minimum of one control each). */
  levelIds: string[];
  start: LatLng;
}

let made = 0;

/**
 * A private levels game named `name` (made unique) with `levels` levels; `active` as asked and,
 * with `onDemoMap`, the demo map linked.
 */
export async function privateLevelsGame(
  page: Page,
  name: string,
  { levels = 1, active = false, onDemoMap = false } = {},
): Promise<EditorGame> {
  const demo = await graphqlData<{ getGameDefinition: { startLat: number; startLng: number } }>(
    page,
    `query ($id: ID!) { getGameDefinition(id: $id) { startLat startLng } }`,
    { id: DEMO_LEVELS_GAME_ID },
  );
  const start = { lat: demo.getGameDefinition.startLat, lng: demo.getGameDefinition.startLng };
  made += 1;
  const { createGameDefinition } = await graphqlData<{ createGameDefinition: { id: string } }>(
    page,
    `mutation ($input: CreateGameDefinitionInput!) { createGameDefinition(input: $input) { id } }`,
    {
      input: {
        name: `${name} ${Date.now().toString(36)}-${made}`,
        type: 'levels',
        active,
        state: 'PRIVATE',
        startLat: start.lat,
        startLng: start.lng,
      },
    },
  );
  const id = createGameDefinition.id;
  if (onDemoMap) {
    await graphqlData(
      page,
      `mutation ($input: CreateOmapGameDefinitionInput!) { createOmapGameDefinition(input: $input) { id } }`,
      { input: { omapId: DEMO_OMAP_ID, gameDefinitionId: id } },
    );
  }
  const levelIds: string[] = [];
  for (let order = 1; order <= levels; order += 1) {
    const { createGameLevel } = await graphqlData<{ createGameLevel: { id: string } }>(
      page,
      `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { id } }`,
      {
        input: {
          gameDefinitionId: id,
          name: `Level ${order}`,
          order,
          minNumberControls: 1,
          allowCodePunching: true,
          allowGpsPunching: false,
        },
      },
    );
    levelIds.push(createGameLevel.id);
  }
  return { id, levelIds, start };
}
