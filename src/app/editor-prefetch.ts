/**
 * What the editor's game, activity, level and control routes prefetch (see query-prefetch.ts: never
 * waiting, the screen shows its own loading), by the ids chosen in their search. Nothing is
 * asked for while an id is missing: the screen says nothing is chosen.
 */
import { activityQueries } from '../api/activity-queries';
import { controlQueries } from '../api/control-queries';
import { gameQueries } from '../api/game-queries';
import { levelQueries } from '../api/level-queries';
import { prefetchQuery } from './query-prefetch';

/**
 * The game and level chosen in the search of an editor's route (`?gameDefinitionId=ID`, and
 * `&gameLevelId=ID` below a level); an id is absent while the address names none.
 */
export interface EditorSelection {
  gameDefinitionId?: string | undefined;
  gameLevelId?: string | undefined;
}

/** A game's screen: the game and the maps it may link. */
export function prefetchGame({ gameDefinitionId }: EditorSelection): void {
  if (gameDefinitionId === undefined) return;
  prefetchQuery(gameQueries.detail(gameDefinitionId));
  prefetchQuery(gameQueries.omapChoices());
}

/** The game's controls in the field: the game and its activity. */
export function prefetchGameActivity({ gameDefinitionId }: EditorSelection): void {
  if (gameDefinitionId === undefined) return;
  prefetchQuery(gameQueries.detail(gameDefinitionId));
  prefetchQuery(activityQueries.game(gameDefinitionId));
}

/** The levels list and the new level screen: the game and its levels (the next free order). */
export function prefetchGameLevels({ gameDefinitionId }: EditorSelection): void {
  if (gameDefinitionId === undefined) return;
  prefetchQuery(gameQueries.detail(gameDefinitionId));
  prefetchQuery(levelQueries.ofGame(gameDefinitionId));
}

/** A level's screen: the game, the level and how many controls it has. */
export function prefetchLevel({ gameDefinitionId, gameLevelId }: EditorSelection): void {
  if (gameDefinitionId === undefined || gameLevelId === undefined) return;
  prefetchQuery(gameQueries.detail(gameDefinitionId));
  prefetchQuery(levelQueries.detail(gameLevelId));
  prefetchQuery(levelQueries.controlCount(gameLevelId));
}

/** The control editor: the game with its maps, the level and its controls. */
export function prefetchLevelControls({ gameDefinitionId, gameLevelId }: EditorSelection): void {
  if (gameDefinitionId === undefined || gameLevelId === undefined) return;
  prefetchQuery(controlQueries.game(gameDefinitionId));
  prefetchQuery(controlQueries.level(gameLevelId));
  prefetchQuery(controlQueries.levelControls(gameLevelId));
}
