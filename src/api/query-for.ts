/**
 * The shape of most of the query layer's options (the `*-queries.ts` modules): a read of one
 * argument, whose key and fetch both take that argument, with the settings of its own it may have
 * (how long an answer stays fresh, whether a failure is tried again). Options of more arguments,
 * or read page by page, write `queryOptions` out.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';

/** A read's own settings: TanStack Query's defaults (src/app/query-client.ts) where left out. */
export interface ReadSettings {
  staleTime?: number;
  retry?: boolean | ((failureCount: number, error: Error) => boolean);
}

/** The query options of `fetch(arg)` under the key `key(arg)`, for each `arg`. */
export function queryFor<Arg, Key extends QueryKey, Data>(
  key: (arg: Arg) => Key,
  fetch: (arg: Arg) => Promise<Data>,
  settings: ReadSettings = {},
) {
  return (arg: Arg) => queryOptions({ ...settings, queryKey: key(arg), queryFn: () => fetch(arg) });
}
