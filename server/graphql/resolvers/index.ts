// Every area's resolvers, merged into the served schema (see api-schema.ts).
import { omapResolvers } from '../../maps/omap.resolvers';
import { gameDefinitionResolvers } from '../../games/game-definition.resolvers';
import { teamResolvers } from '../../teams/team.resolvers';
import { levelResolvers } from '../../levels/levels.resolvers';
import { playResolvers } from '../../play/play.resolvers';
import type { ResolverMap } from '../api-schema';

export const apiResolvers: readonly ResolverMap[] = [
  omapResolvers,
  gameDefinitionResolvers,
  teamResolvers,
  levelResolvers,
  playResolvers,
];
