/**
 * Game states and control visits as the API shows them: a state carries its level
 * (`gameLevel`, read in one query for a whole list), and a visit's `controlSecretCode` reaches
 * editors and admins only.
 */
import { canSeeSecrets, type ApiContext } from '../graphql/api-context';
import type { ControlVisitRow } from './control-visit.repository';
import type { GameStateRow } from './game-state.repository';
import { createPlayWorldRepository, type PlayLevel } from './play-world.repository';

export interface GameStateOut {
  id: string;
  gameId: string;
  gameDefinitionId: string;
  progress: string;
  owner: string;
  gameLevel: PlayLevel | null;
  cancelledAt: Date | null;
  testPlay: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The states with their levels; `known` levels (already read by the caller) save a query. */
export async function gameStatesOut(
  context: ApiContext,
  rows: readonly GameStateRow[],
  known: readonly PlayLevel[] = [],
): Promise<GameStateOut[]> {
  const levels = new Map(known.map((level) => [level.id, level]));
  const missing = rows.map((row) => row.gameLevelId).filter((id) => !levels.has(id));
  for (const level of await createPlayWorldRepository(context.db).levelsByIds(missing)) {
    levels.set(level.id, level);
  }
  return rows.map((row) => ({
    id: row.id,
    gameId: row.gameId,
    gameDefinitionId: row.gameDefinitionId,
    progress: row.progress,
    owner: row.owner,
    gameLevel: levels.get(row.gameLevelId) ?? null,
    cancelledAt: row.cancelledAt,
    testPlay: row.testPlay,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export function controlVisitOut(context: ApiContext, row: ControlVisitRow) {
  return {
    id: row.id,
    gameStateId: row.gameStateId,
    gameStateGameId: row.gameStateGameId,
    controlId: row.controlId,
    controlSecretCode: canSeeSecrets(context) ? row.controlSecretCode : null,
    controlVisualCode: row.controlVisualCode,
    controlPoints: row.controlPoints,
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    owner: row.owner,
    punchedAt: row.punchedAt,
    createdAt: row.createdAt,
  };
}
