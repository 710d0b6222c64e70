/**
 * A game world for play tests, arranged by inserting rows directly (the game, level and control
 * mutations belong to other areas): a game definition with its levels, controls and points, plus
 * the GraphQL documents of play and helpers for positions at an exact distance.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import {
  controls,
  gameDefinitions,
  gameLevelControls,
  gameLevels,
} from '../../../server/db/schema/game';
import {
  controlVisits,
  gameScores,
  gameStates,
  teamRelations,
  teams,
} from '../../../server/db/schema/play';
import { users } from '../../../server/db/schema/users';
import type { LatLng } from '../../../src/domain/geo';
import {
  startApi,
  type ApiHarness,
  type ApiUser,
  type DatabaseKind,
  type GraphqlAnswer,
} from './api-harness';

/** The API on `kind` with its clock at `now`, and an editor who owns the games a test arranges. */
export async function startPlayApi(
  kind: DatabaseKind,
  now: number,
): Promise<{ api: ApiHarness; editor: ApiUser }> {
  const api = await startApi(kind);
  api.setNow(now);
  return { api, editor: await api.user('editor') };
}

/** Near Arendal, like the demo world. */
export const ARENDAL: LatLng = { lat: 58.46, lng: 8.77 };

export interface ControlSpec {
  position?: LatLng;
  secretCode?: string;
  points?: number;
}

export interface LevelSpec {
  minNumberControls: number;
  allowGpsPunching?: boolean;
  allowCodePunching?: boolean;
  /** The level's maximum GPS distance in metres (default 20). */
  minDistanceLegalPunch?: number | null;
  controls: ControlSpec[];
}

export interface GameSpec {
  owner: string;
  state?: 'PUBLIC' | 'PRIVATE';
  active?: boolean;
  startGeoHash?: string | null;
  levels: LevelSpec[];
}

export interface ArrangedControl {
  id: string;
  position: LatLng;
  secretCode: string;
  points: number;
}

export interface ArrangedLevel {
  id: string;
  order: number;
  controls: ArrangedControl[];
}

export interface ArrangedGame {
  id: string;
  startGeoHash: string | null;
  levels: ArrangedLevel[];
}

/** A level's rules as `spec` asks, with the defaults of an arranged level (both methods, 20 m). */
export function levelRules(spec: LevelSpec) {
  return {
    minNumberControls: spec.minNumberControls,
    allowGpsPunching: spec.allowGpsPunching ?? true,
    allowCodePunching: spec.allowCodePunching ?? true,
    minDistanceLegalPunch:
      spec.minDistanceLegalPunch === undefined ? 20 : spec.minDistanceLegalPunch,
  };
}

/** Inserts a game definition with its levels (orders 1, 2, ...) and their controls. */
export async function arrangeGame(db: Db, spec: GameSpec): Promise<ArrangedGame> {
  const game = {
    id: randomUUID(),
    startGeoHash: spec.startGeoHash === undefined ? 'u4pruydqqv' : spec.startGeoHash,
  };
  await db.insert(gameDefinitions).values({
    id: game.id,
    name: 'Test game',
    type: spec.levels.length > 1 ? 'levels' : 'classic',
    active: spec.active ?? true,
    state: spec.state ?? 'PUBLIC',
    startGeoHash: game.startGeoHash,
    startLat: ARENDAL.lat,
    startLng: ARENDAL.lng,
    owner: spec.owner,
  });
  const levels: ArrangedLevel[] = [];
  for (const [index, levelSpec] of spec.levels.entries()) {
    const level: ArrangedLevel = { id: randomUUID(), order: index + 1, controls: [] };
    await db.insert(gameLevels).values({
      id: level.id,
      gameDefinitionId: game.id,
      name: `Level ${level.order}`,
      order: level.order,
      ...levelRules(levelSpec),
      owner: spec.owner,
    });
    for (const [n, controlSpec] of levelSpec.controls.entries()) {
      const control: ArrangedControl = {
        id: randomUUID(),
        position: controlSpec.position ?? northOf(ARENDAL, 100 * (n + 1) + 1000 * index),
        secretCode: controlSpec.secretCode ?? `Code${index + 1}${n + 1}`,
        points: controlSpec.points ?? 1,
      };
      await db.insert(controls).values({
        id: control.id,
        visualCode: `${100 + n}`,
        lat: control.position.lat,
        lng: control.position.lng,
        secretCode: control.secretCode,
        owner: spec.owner,
      });
      await db.insert(gameLevelControls).values({
        id: randomUUID(),
        gameLevelId: level.id,
        gameDefinitionId: game.id,
        controlId: control.id,
        points: control.points,
        owner: spec.owner,
      });
      level.controls.push(control);
    }
    levels.push(level);
  }
  return { ...game, levels };
}

/** Metres per degree of latitude on the domain's sphere (radius 6 371 008.8 m). */
const METERS_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** The point `meters` north of `point` along its meridian. */
export function northOf(point: LatLng, meters: number): LatLng {
  return { lat: point.lat + meters / METERS_PER_DEGREE, lng: point.lng };
}

/** Sets a level's maximum GPS distance (to an exactly measured one, for edge tests). */
export async function setLevelMaxDistance(db: Db, levelId: string, meters: number): Promise<void> {
  await db
    .update(gameLevels)
    .set({ minDistanceLegalPunch: meters })
    .where(eq(gameLevels.id, levelId));
}

/** Sets who sees a user's points (the account attribute the token verifier reads each call). */
export async function setPublishResults(
  db: Db,
  sub: string,
  value: 'PUBLIC' | 'PRIVATE' | null,
): Promise<void> {
  await db.update(users).set({ publishResults: value }).where(eq(users.id, sub));
}

/** Moves a game's start back (for punch-time edges that lie further back than a token lives). */
export async function setGameStartedAt(db: Db, gameId: string, at: Date): Promise<void> {
  await db.update(gameStates).set({ gameStartedAt: at }).where(eq(gameStates.gameId, gameId));
}

/** Makes `user` an ACTIVE (or other state) member of a new team; returns the team's name. */
export async function arrangeTeam(
  db: Db,
  user: ApiUser,
  state = 'ACTIVE',
  teamName = `Team ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const teamNameKey = teamName.toLowerCase();
  await db
    .insert(teams)
    .values({ teamNameKey, teamName, createdBy: user.sub })
    .onConflictDoNothing();
  await db.insert(teamRelations).values({
    teamNameKey,
    userSub: user.sub,
    userNickName: user.nickname,
    state,
  });
  return teamName;
}

export async function teamRelationOf(db: Db, teamName: string, sub: string) {
  const [row] = await db
    .select()
    .from(teamRelations)
    .where(
      and(eq(teamRelations.teamNameKey, teamName.toLowerCase()), eq(teamRelations.userSub, sub)),
    );
  return row;
}

export async function visitCount(db: Db, owner: string): Promise<number> {
  return (await db.select().from(controlVisits).where(eq(controlVisits.owner, owner))).length;
}

export async function scoreRows(db: Db, owner: string) {
  return db.select().from(gameScores).where(eq(gameScores.owner, owner));
}

/** A level punched by GPS only, with `controls` controls of which `minNumberControls` complete it. */
export function gpsOnly(controls = 1, minNumberControls = 1): LevelSpec {
  return {
    minNumberControls,
    allowGpsPunching: true,
    allowCodePunching: false,
    controls: Array.from({ length: controls }, () => ({})),
  };
}

/** A level punched by code only. */
export function codeOnly(controls = 1, minNumberControls = 1): LevelSpec {
  return {
    minNumberControls,
    allowGpsPunching: false,
    allowCodePunching: true,
    minDistanceLegalPunch: null,
    controls: Array.from({ length: controls }, () => ({})),
  };
}

/** A new player in a new game of `levels` (owned by `owner`), its first state started. */
export async function playerInGame(
  api: ApiHarness,
  owner: ApiUser,
  levels: LevelSpec[],
  extra: Partial<GameSpec> = {},
) {
  const game = await arrangeGame(api.database.db, { owner: owner.sub, levels, ...extra });
  const player = await api.user('player');
  const state = await startedState(player, game.id);
  const level = game.levels[0]!;
  return { game, player, state, level, control: level.controls[0]! };
}

const GEOHASH_DIGITS = '0123456789bcdefghjkmnpqrstuvwxyz';

/**
 * Each call gives a new area prefix of 5 characters (u4p00, u4p01, ...): a game in an area of
 * its own keeps the rankings of tests apart.
 */
export function newAreaPrefixes(): () => string {
  let area = 0;
  return () => {
    const n = area++;
    return `u4p${GEOHASH_DIGITS[Math.floor(n / 32) % 32]}${GEOHASH_DIGITS[n % 32]}`;
  };
}

/**
 * A game of `owner` starting in the area `prefix`, of one level whose code controls are worth
 * `points`, all of them needed.
 */
export function arrangeCodeGameIn(
  db: Db,
  owner: string,
  prefix: string,
  points: number[],
): Promise<ArrangedGame> {
  return arrangeGame(db, {
    owner,
    startGeoHash: `${prefix}zzzzz`,
    levels: [
      {
        minNumberControls: points.length,
        allowCodePunching: true,
        controls: points.map((worth) => ({ points: worth })),
      },
    ],
  });
}

/**
 * `player` starts `game` (its start moved back to `startedAt`), punches the controls of its first
 * level at `indexes` by their codes (dated `punchedAt` when given) and cancels it: the points are
 * scored and the player is free to start again. A refused punch fails the test.
 */
export async function scoreThenCancel(
  db: Db,
  player: ApiUser,
  game: ArrangedGame,
  indexes: number[],
  { startedAt, punchedAt }: { startedAt: Date; punchedAt?: string },
): Promise<void> {
  const state = await startedState(player, game.id);
  await setGameStartedAt(db, state.gameId, startedAt);
  for (const index of indexes) {
    const control = game.levels[0]!.controls[index]!;
    const answer = await punch(player, { ...codePunch(state, control), punchedAt });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
  await cancelGame(player, state.gameId);
}

// ------------------------------------------------------------------ GraphQL documents

export interface GameStateShape {
  id: string;
  gameId: string;
  gameDefinitionId: string;
  progress: string;
  owner: string;
  gameLevel: { id: string; minNumberControls: number; order: number } | null;
}

export interface ControlVisitShape {
  id: string;
  gameStateId: string;
  gameStateGameId: string;
  controlId: string;
  controlSecretCode: string | null;
  controlPoints: number;
  owner: string;
  punchedAt: string;
}

export const STATE_FIELDS =
  'id gameId gameDefinitionId progress owner gameLevel { id minNumberControls order }';
export const VISIT_FIELDS =
  'id gameStateId gameStateGameId controlId controlSecretCode controlPoints owner punchedAt';

export function startGame(
  user: ApiUser,
  gameDefinitionId: string,
  gameId: string = randomUUID(),
  gameStateId?: string,
): Promise<GraphqlAnswer<{ startNewGame: GameStateShape[] | null }>> {
  return user.gql(
    `mutation ($g: ID!, $d: ID!, $s: ID) {
      startNewGame(gameId: $g, gameDefinitionId: $d, gameStateId: $s) { ${STATE_FIELDS} } }`,
    { g: gameId, d: gameDefinitionId, s: gameStateId },
  );
}

/** Starts a game and gives its first state (fails the test when the start is refused). */
export async function startedState(
  user: ApiUser,
  gameDefinitionId: string,
): Promise<GameStateShape> {
  const answer = await startGame(user, gameDefinitionId);
  const state = answer.data?.startNewGame?.[0];
  if (!state) throw new Error(`start refused: ${JSON.stringify(answer.errors)}`);
  return state;
}

export function cancelGame(
  user: ApiUser,
  gameId: string,
): Promise<GraphqlAnswer<{ cancelGame: GameStateShape[] | null }>> {
  return user.gql(`mutation ($g: ID!) { cancelGame(gameId: $g) { ${STATE_FIELDS} } }`, {
    g: gameId,
  });
}

export interface PunchArgs {
  id?: string;
  controlId: string;
  gameStateId: string;
  controlSecretCode?: string;
  lat?: number;
  lng?: number;
  accuracy?: number;
  punchedAt?: string;
}

export type PunchAnswer = GraphqlAnswer<{
  punchAtControl: { controlVisit: ControlVisitShape; gameStates: GameStateShape[] } | null;
}>;

export function punch(user: ApiUser, args: PunchArgs): Promise<PunchAnswer> {
  return user.gql(
    `mutation ($id: ID, $c: ID!, $s: ID!, $code: String, $lat: Float, $lng: Float, $acc: Float,
        $at: AWSDateTime) {
      punchAtControl(id: $id, controlId: $c, gameStateId: $s, controlSecretCode: $code, lat: $lat,
          lng: $lng, accuracy: $acc, punchedAt: $at) {
        controlVisit { ${VISIT_FIELDS} } gameStates { ${STATE_FIELDS} } } }`,
    {
      id: args.id,
      c: args.controlId,
      s: args.gameStateId,
      code: args.controlSecretCode,
      lat: args.lat,
      lng: args.lng,
      acc: args.accuracy,
      at: args.punchedAt,
    },
  );
}

/** The refusal code of an answer (undefined when it succeeded). */
export function codeOf(answer: GraphqlAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

/** The punch of `control` in `state` by its secret code, under the device's `id` when given. */
export function codePunch(
  state: { id: string },
  control: { id: string; secretCode: string },
  id?: string,
): PunchArgs {
  return {
    id,
    controlId: control.id,
    gameStateId: state.id,
    controlSecretCode: control.secretCode,
  };
}

/** `user` punches `control` in `state` by its secret code (a GraphQL answer, refused or not). */
export function punchByCode(
  user: ApiUser,
  state: { id: string },
  control: { id: string; secretCode: string },
): Promise<PunchAnswer> {
  return punch(user, codePunch(state, control));
}
