/**
 * The one merge of the areas' resolver maps into the served schema's: a field resolved by two
 * modules is refused when the server starts, instead of one silently replacing the other.
 */
import type { ResolverMap } from '../resolver-map';

export function mergeResolvers(modules: readonly ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module)) {
      for (const name of Object.keys(fields)) {
        if (merged[type]?.[name]) throw new Error(`${type}.${name} has two resolvers`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}
