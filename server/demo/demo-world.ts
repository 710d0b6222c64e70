/**
 * The demo games on the demo map: a classic game (one level) and a levels game (three levels),
 * both PUBLIC and active, starting at the map's centre. Controls are placed by pixel on the demo
 * image (so each sits on a feature drawn there, see draw-demo-map.ts), within about 350 m of the
 * start, and turned into WGS84 through the map's world file. `demoWorldRows` builds every row;
 * the ids are fixed so the demo world is the same on every machine.
 *
 * A row holds one name and one description, and the demo is for players of either language, so
 * each text is written in both, English first (the app's default) and then Norwegian: "Level 1:
 * near the start / Nivå 1: ved starten". The map's name, "Demo: Arendal", is a place name.
 */
import type { LatLng } from '../../src/domain/geo';
import { startGeoHash } from '../../src/domain/geohash';
import { cornersCentre, worldFileCorners, worldFilePixelToMap } from '../../src/domain/world-file';
import type * as tables from '../db/schema/game';
import {
  DEMO_MAP_CRS,
  DEMO_MAP_HEIGHT_PX,
  DEMO_MAP_IMAGE_LOCATION,
  DEMO_MAP_WIDTH_PX,
  DEMO_MAP_WORLD_FILE,
  demoMapGeometry,
  worldFileNumbers,
} from './demo-map';

/** A control of a level: its pixel on the demo image, its points and its secret code. */
export interface DemoControl {
  col: number;
  row: number;
  points: number;
  secretCode: string;
}

export interface DemoLevel {
  name: string;
  description: string;
  minNumberControls: number;
  controls: readonly DemoControl[];
}

export interface DemoGame {
  id: string;
  name: string;
  type: 'classic' | 'levels';
  levels: readonly DemoLevel[];
}

/** The GPS rule of every demo level: a punch within 15 m (plus the accuracy credit) counts. */
export const DEMO_MIN_DISTANCE_LEGAL_PUNCH = 15;
export const DEMO_OMAP_ID = 'demo-omap-arendal';

/** A level's controls as `[col, row, points, secretCode]`, one after another. */
type ControlTable = readonly (readonly [number, number, number, string])[];

/** A level read from its texts, its minimum of controls and its table of controls. */
function demoLevel(
  name: string,
  description: string,
  minNumberControls: number,
  table: ControlTable,
): DemoLevel {
  const controls = table.map(([col, row, points, secretCode]) => ({
    col,
    row,
    points,
    secretCode,
  }));
  return { name, description, minNumberControls, controls };
}

export const DEMO_GAMES: readonly DemoGame[] = [
  {
    id: 'demo-game-arendal-classic',
    name: 'Demo: Arendal classic / klassisk',
    type: 'classic',
    levels: [
      demoLevel(
        'Classic / Klassisk',
        'Find at least four of the five controls, in any order. / Finn minst fire av de fem postene, i hvilken rekkefølge du vil.',
        4,
        [
          [640, 420, 1, 'FYR'],
          [380, 350, 2, 'MOLO'],
          [300, 600, 3, 'BOYE'],
          [560, 760, 4, 'ANKER'],
          [760, 560, 5, 'BRYGGE'],
        ],
      ),
    ],
  },
  {
    id: 'demo-game-arendal-levels',
    name: 'Demo: Arendal levels / nivåer',
    type: 'levels',
    levels: [
      demoLevel(
        'Level 1: near the start / Nivå 1: ved starten',
        'Three of four controls close to the start unlock level 2. / Tre av fire poster nær starten låser opp nivå 2.',
        3,
        [
          [600, 470, 1, 'TANGE'],
          [450, 430, 1, 'HOLME'],
          [430, 590, 2, 'VIK'],
          [580, 620, 2, 'STRAND'],
        ],
      ),
      demoLevel(
        'Level 2: the hills / Nivå 2: åsene',
        'Three of four controls a little further out unlock level 3. / Tre av fire poster litt lenger ute låser opp nivå 3.',
        3,
        [
          [700, 350, 2, 'KNAUS'],
          [320, 300, 3, 'TJERN'],
          [250, 520, 3, 'LYNG'],
          [520, 300, 4, 'ROS'],
        ],
      ),
      demoLevel(
        'Level 3: the far corners / Nivå 3: ytterkantene',
        'Three of four controls complete the game. / Tre av fire poster fullfører spillet.',
        3,
        [
          [800, 420, 4, 'HEI'],
          [200, 380, 5, 'BERG'],
          [380, 800, 5, 'SUND'],
          [700, 700, 3, 'SKOG'],
        ],
      ),
    ],
  },
];

/**
 * The WGS84 position of a pixel centre of the demo image: the centre of a one-pixel image there,
 * through the domain's world-file corners (exact to well under a millimetre at 1 m pixels).
 */
export function demoPixelLatLng(col: number, row: number): LatLng {
  const { x, y } = worldFilePixelToMap(DEMO_MAP_WORLD_FILE, { col, row });
  const corners = worldFileCorners({
    worldFile: { ...DEMO_MAP_WORLD_FILE, c: x, f: y },
    widthPx: 1,
    heightPx: 1,
    crs: DEMO_MAP_CRS,
  });
  return cornersCentre(corners);
}

/** The rows of a table to insert. */
type Rows<T extends { $inferInsert: object }> = T['$inferInsert'][];

export interface DemoWorldRows {
  omap: typeof tables.omaps.$inferInsert;
  gameDefinitions: Rows<typeof tables.gameDefinitions>;
  omapGameDefinitions: Rows<typeof tables.omapGameDefinitions>;
  gameLevels: Rows<typeof tables.gameLevels>;
  controls: Rows<typeof tables.controls>;
  gameLevelControls: Rows<typeof tables.gameLevelControls>;
}

/** Every row of the demo world, owned by `owner` (the demo Editor's sub), stamped `now`. */
export function demoWorldRows(owner: string, now: Date): DemoWorldRows {
  const map = demoMapGeometry();
  const stamp = { owner, createdAt: now, updatedAt: now };
  const rows: DemoWorldRows = {
    omap: {
      id: DEMO_OMAP_ID,
      name: 'Demo: Arendal',
      sourceType: 'image',
      state: 'PUBLIC',
      imageLocation: DEMO_MAP_IMAGE_LOCATION,
      attribution: 'Demo map drawn for Map Game (not a survey) / Demokart, ikke oppmålt',
      primaryMap: true,
      bottomLeftLat: map.bounds.south,
      bottomLeftLng: map.bounds.west,
      topRightLat: map.bounds.north,
      topRightLng: map.bounds.east,
      geoHash: map.geoHash,
      minZoom: 13,
      maxZoom: 19,
      worldFile: JSON.stringify(worldFileNumbers(DEMO_MAP_WORLD_FILE)),
      coordinateSystem: DEMO_MAP_CRS,
      // The size makes the map drawn by its world file's corners, as an uploaded one is.
      imageWidth: DEMO_MAP_WIDTH_PX,
      imageHeight: DEMO_MAP_HEIGHT_PX,
      imageTileLocation: null,
      centreLat: map.centre.lat,
      centreLng: map.centre.lng,
      ...stamp,
    },
    gameDefinitions: [],
    omapGameDefinitions: [],
    gameLevels: [],
    controls: [],
    gameLevelControls: [],
  };
  let visualCode = 31;
  for (const game of DEMO_GAMES) {
    rows.gameDefinitions.push({
      id: game.id,
      name: game.name,
      type: game.type,
      active: true,
      state: 'PUBLIC',
      startGeoHash: startGeoHash(map.centre),
      startLat: map.centre.lat,
      startLng: map.centre.lng,
      ...stamp,
    });
    rows.omapGameDefinitions.push({
      id: `${game.id}-map`,
      omapId: DEMO_OMAP_ID,
      gameDefinitionId: game.id,
      ...stamp,
    });
    game.levels.forEach((level, index) => {
      const levelId = `${game.id}-level-${index + 1}`;
      rows.gameLevels.push({
        id: levelId,
        gameDefinitionId: game.id,
        name: level.name,
        description: level.description,
        order: index + 1,
        minNumberControls: level.minNumberControls,
        allowGpsPunching: true,
        allowCodePunching: true,
        minDistanceLegalPunch: DEMO_MIN_DISTANCE_LEGAL_PUNCH,
        ...stamp,
      });
      for (const control of level.controls) {
        const controlId = `demo-control-${visualCode}`;
        rows.controls.push({
          id: controlId,
          visualCode: String(visualCode),
          ...demoPixelLatLng(control.col, control.row),
          secretCode: control.secretCode,
          ...stamp,
        });
        rows.gameLevelControls.push({
          id: `${levelId}-control-${visualCode}`,
          gameLevelId: levelId,
          gameDefinitionId: game.id,
          controlId,
          points: control.points,
          ...stamp,
        });
        visualCode += 1;
      }
    });
  }
  return rows;
}
