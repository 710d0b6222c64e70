/**
 * The organiser's view's query options (TanStack Query): one game's controls in the field. Every
 * key starts with `activityKeys.all`; closing a report invalidates the game's entry. Options carry
 * no `meta` (see game-queries.ts).
 */
import { fetchGameControlActivity } from './activity-api';
import { queryFor } from './query-for';

export const activityKeys = {
  all: ['control-activity'] as const,
  game: (gameDefinitionId: string) => [...activityKeys.all, gameDefinitionId] as const,
};

export const activityQueries = {
  game: queryFor(activityKeys.game, fetchGameControlActivity),
};
