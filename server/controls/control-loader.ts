/**
 * `GameLevelControl.control` for a whole page in one query: the controls asked for while one list
 * resolves are collected and read together (per request, keyed by its context).
 */
import type { ApiContext } from '../graphql/api-context';
import { createControlRepository, type ControlRow } from './control.repository';

type Loader = (id: string) => Promise<ControlRow | undefined>;

const loaders = new WeakMap<ApiContext, Loader>();

function createLoader(context: ApiContext): Loader {
  const cache = new Map<string, Promise<ControlRow | undefined>>();
  let batch: { ids: Set<string>; rows: Promise<Map<string, ControlRow>> } | undefined;

  return (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    if (!batch) {
      const ids = new Set<string>();
      // Dispatch after the current resolvers have asked (as DataLoader does).
      const rows = new Promise<void>((resolve) => {
        setImmediate(resolve);
      }).then(async () => {
        batch = undefined;
        const found = await createControlRepository(context.db).byIds([...ids]);
        return new Map(found.map((row) => [row.id, row]));
      });
      batch = { ids, rows };
    }
    batch.ids.add(id);
    const promise = batch.rows.then((rows) => rows.get(id));
    cache.set(id, promise);
    return promise;
  };
}

export function loadControl(context: ApiContext, id: string): Promise<ControlRow | undefined> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = createLoader(context);
    loaders.set(context, loader);
  }
  return loader(id);
}
