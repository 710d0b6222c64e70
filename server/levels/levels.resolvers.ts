/**
 * The levels area as one resolver module: levels, the controls of a level, and controls (the
 * three share their authority: a game's owner or an Admin changes them).
 */
import { controlResolvers } from '../controls/control.resolvers';
import type { ResolverMap } from '../graphql/api-schema';
import { gameLevelControlResolvers } from './game-level-control.resolvers';
import { gameLevelResolvers } from './game-level.resolvers';

function combine(...modules: ResolverMap[]): ResolverMap {
  const combined: ResolverMap = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module)) {
      combined[type] = { ...combined[type], ...fields };
    }
  }
  return combined;
}

export const levelResolvers = combine(
  gameLevelResolvers,
  gameLevelControlResolvers,
  controlResolvers,
);
