/** The organiser's view: `gameControlActivity` and `closePostReport` (control-activity.service.ts). */
import type { ResolverMap } from '../graphql/resolver-map';
import { closePostReport, gameControlActivity } from './control-activity.service';

export const controlActivityResolvers: ResolverMap = {
  Query: {
    gameControlActivity: (_parent, args, context) =>
      gameControlActivity(context, args.gameDefinitionId),
  },
  Mutation: {
    closePostReport: (_parent, args, context) => closePostReport(context, args.id),
  },
};
