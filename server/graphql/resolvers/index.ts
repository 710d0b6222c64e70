// Every area's resolvers, merged into the served schema (see api-schema.ts).
import { omapResolvers } from '../../maps/omap.resolvers';
import type { ResolverMap } from '../api-schema';

export const apiResolvers: readonly ResolverMap[] = [omapResolvers];
