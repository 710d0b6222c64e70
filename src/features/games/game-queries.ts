import { queryOptions } from '@tanstack/react-query';
import {
  fetchGameDefinition,
  listEditableGameDefinitions,
  listOmapChoices,
} from '../../api/games-api';

/** Every game query's key starts with this (invalidate it after a change). */
export const GAMES_KEY = ['game-definitions'] as const;

export const editableGamesQuery = (owner: string | null) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'list', owner],
    queryFn: () => listEditableGameDefinitions(owner),
    meta: { handlesErrors: true },
  });

export const gameDefinitionQuery = (id: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'one', id],
    queryFn: () => fetchGameDefinition(id),
    meta: { handlesErrors: true },
  });

export const omapChoicesQuery = queryOptions({
  queryKey: ['omaps', 'choices'],
  queryFn: listOmapChoices,
  meta: { handlesErrors: true },
});
