/**
 * The games' query options (TanStack Query) and their keys: every game query's key starts with
 * `gameKeys.all`, so invalidating it after a write refreshes the lists and the games open. The
 * level screens read the game through `gameQueries.detail` too, so they share its cache entry.
 * Options carry no `meta`: a screen that shows a failure itself opts out of the global handling
 * (src/app/query-errors.ts) with `meta: { handlesErrors: true }` where it reads the query.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchGameDefinition, listEditableGameDefinitions, listOmapChoices } from './games-api';
import { fetchGamesNear } from './game-search-api';
import { fetchPublishState } from './publish-api';
import { omapKeys } from './map-queries';
import { queryFor } from './query-for';

export const gameKeys = {
  all: ['game-definitions'] as const,
  /** The games an editor edits: their own (owner), or every game (null, for an Admin). */
  list: (owner: string | null) => [...gameKeys.all, 'list', owner] as const,
  detail: (id: string) => [...gameKeys.all, 'one', id] as const,
  /** A game's publishing state: under the games' key, so every game change refreshes it. */
  publishState: (id: string) => [...gameKeys.all, 'publish', id] as const,
  /** The player's search: public games starting in these geohash cells. */
  search: (cells: readonly string[]) => [...gameKeys.all, 'search', cells] as const,
};

/** Whose games an editor's list shows: an Admin's every game (null), an Editor's own. */
export const editableGamesOwner = (user: { isAdmin: boolean; sub: string } | null) =>
  user?.isAdmin ? null : (user?.sub ?? '');

export const gameQueries = {
  list: queryFor(gameKeys.list, listEditableGameDefinitions),
  /** One game with its linked maps (null when there is none the caller may see). */
  detail: queryFor(gameKeys.detail, fetchGameDefinition),
  /** A game's flags and the checklist of what it lacks before it may be published. */
  publishState: queryFor(gameKeys.publishState, fetchPublishState),
  /** Public, active games starting in any of `cells`, by name (game-search-api.ts). */
  search: queryFor(gameKeys.search, fetchGamesNear),
  /** The maps an editor may link to a game (a map's write invalidates them with every map). */
  omapChoices: () => queryOptions({ queryKey: omapKeys.choices(), queryFn: listOmapChoices }),
};
