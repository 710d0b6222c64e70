/**
 * Every area's resolvers, each module once: the list the served schema is built from (see
 * api-schema.ts, which merges them with merge.ts and refuses a field resolved twice).
 */
import { controlActivityResolvers } from '../../activity/control-activity.resolvers';
import { controlResolvers } from '../../controls/control.resolvers';
import { gameDefinitionResolvers } from '../../games/game-definition.resolvers';
import { omapGameDefinitionResolvers } from '../../games/omap-game-definition.resolvers';
import { gameLevelControlResolvers } from '../../levels/game-level-control.resolvers';
import { gameLevelResolvers } from '../../levels/game-level.resolvers';
import { omapResolvers } from '../../maps/omap.resolvers';
import { playResolvers } from '../../play/play.resolvers';
import { postReportResolvers } from '../../reports/post-report.resolvers';
import { scoreResolvers } from '../../scores/score.resolvers';
import { teamResolvers } from '../../teams/team.resolvers';
import type { ResolverMap } from '../resolver-map';

export const apiResolvers: readonly ResolverMap[] = [
  omapResolvers,
  gameDefinitionResolvers,
  omapGameDefinitionResolvers,
  gameLevelResolvers,
  gameLevelControlResolvers,
  controlResolvers,
  teamResolvers,
  playResolvers,
  scoreResolvers,
  controlActivityResolvers,
  postReportResolvers,
];
