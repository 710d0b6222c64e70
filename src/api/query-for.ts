/**
 * The shape of most of the query layer's options (the `*-queries.ts` modules): a read of one
 * argument, whose key and fetch both take that argument. Options with more arguments or settings
 * of their own (a retry rule, a stale time, pages) write `queryOptions` out.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';

/** The query options of `fetch(arg)` under the key `key(arg)`, for each `arg`. */
export function queryFor<Arg, Key extends QueryKey, Data>(
  key: (arg: Arg) => Key,
  fetch: (arg: Arg) => Promise<Data>,
) {
  return (arg: Arg) => queryOptions({ queryKey: key(arg), queryFn: () => fetch(arg) });
}
