/**
 * The one merge of the areas' resolver maps into the served schema's: a field resolved by two
 * modules is refused when the server starts, instead of one silently replacing the other.
 */
import type { ResolverMap } from '../resolver-map';

/** A resolver map seen as type name -> field name -> resolver, whatever each resolver's type. */
type Fields = Record<string, Record<string, unknown> | undefined>;

export function mergeResolvers(modules: readonly ResolverMap[]): ResolverMap {
  const merged: Fields = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module as Fields)) {
      for (const name of Object.keys(fields ?? {})) {
        if (merged[type]?.[name]) throw new Error(`${type}.${name} has two resolvers`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

/** True when `resolvers` resolves `type.field`. */
export function hasResolver(resolvers: ResolverMap, type: string, field: string): boolean {
  return Boolean((resolvers as Fields)[type]?.[field]);
}
