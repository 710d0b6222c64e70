/**
 * The game world: maps, game definitions and their map links, levels, controls and the controls
 * of each level. Ids are text: clients may generate them (controls are created on the device).
 * Each table's indexes follow the access paths of the seed's queries (named after them).
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedRow } from './columns';

export const omaps = pgTable(
  'omaps',
  {
    ...ownedRow,
    name: text('name').notNull(),
    sourceType: text('source_type').notNull(), // 'image' | 'tiles'
    state: text('state').notNull(), // 'PRIVATE' | 'PUBLIC'
    tileLocation: text('tile_location'),
    imageLocation: text('image_location'),
    attribution: text('attribution'),
    primaryMap: boolean('primary_map').notNull().default(false),
    bottomLeftLat: doublePrecision('bottom_left_lat'),
    bottomLeftLng: doublePrecision('bottom_left_lng'),
    topRightLat: doublePrecision('top_right_lat'),
    topRightLng: doublePrecision('top_right_lng'),
    /** Geohash of the map's centre (precision 10); searched by prefix (precision 4 cells). */
    geoHash: text('geo_hash'),
    maxZoom: integer('max_zoom'),
    minZoom: integer('min_zoom'),
    /** An image map's world file (six numbers, JSON array) and its coordinate system. */
    worldFile: text('world_file'),
    coordinateSystem: text('coordinate_system'),
    centreLat: doublePrecision('centre_lat'),
    centreLng: doublePrecision('centre_lng'),
    /** An uploaded image's size in pixels, read by the server from the stored image. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The tile pyramid of an image larger than the phones' limit: a URL template, else null. */
    imageTileLocation: text('image_tile_location'),
  },
  (t) => [
    index('omaps_by_state_by_geo_hash').on(t.state, t.geoHash),
    index('omaps_by_owner').on(t.owner),
  ],
);

export const gameDefinitions = pgTable(
  'game_definitions',
  {
    ...ownedRow,
    name: text('name').notNull(),
    type: text('type').notNull(), // 'classic' | 'levels'
    active: boolean('active').notNull().default(false),
    state: text('state').notNull(), // 'PRIVATE' | 'PUBLIC'
    startGeoHash: text('start_geo_hash'),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
  },
  (t) => [
    index('game_definitions_by_state_by_start_geo_hash').on(t.state, t.startGeoHash),
    index('game_definitions_by_owner').on(t.owner),
  ],
);

export const omapGameDefinitions = pgTable(
  'omap_game_definitions',
  {
    ...ownedRow,
    omapId: text('omap_id').notNull(),
    gameDefinitionId: text('game_definition_id').notNull(),
  },
  (t) => [
    uniqueIndex('omap_game_definition_by_game_definition').on(t.gameDefinitionId, t.omapId),
    index('omap_game_definition_by_omap').on(t.omapId),
  ],
);

export const gameLevels = pgTable(
  'game_levels',
  {
    ...ownedRow,
    gameDefinitionId: text('game_definition_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
    minNumberControls: integer('min_number_controls').notNull(),
    allowGpsPunching: boolean('allow_gps_punching').notNull().default(false),
    allowCodePunching: boolean('allow_code_punching').notNull().default(false),
    /** The maximum distance in metres for a GPS punch (the seed's name). */
    minDistanceLegalPunch: doublePrecision('min_distance_legal_punch'),
  },
  (t) => [index('game_levels_by_game_definition_id_by_order').on(t.gameDefinitionId, t.order)],
);

export const controls = pgTable(
  'controls',
  {
    ...ownedRow,
    visualCode: text('visual_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    secretCode: text('secret_code').notNull(),
  },
  (t) => [index('controls_by_owner').on(t.owner)],
);

export const gameLevelControls = pgTable(
  'game_level_controls',
  {
    ...ownedRow,
    gameLevelId: text('game_level_id').notNull(),
    gameDefinitionId: text('game_definition_id').notNull(),
    controlId: text('control_id').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    uniqueIndex('game_level_control_by_game_level_id').on(t.gameLevelId, t.controlId),
    index('game_level_control_by_control_id').on(t.controlId),
    index('game_level_control_by_game_definition_id').on(t.gameDefinitionId),
  ],
);
