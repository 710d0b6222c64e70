/**
 * The answers of the wire as the seed's API gives them: a list is a connection
 * `{ items, nextToken }` whose items may be null (an item the caller may not see), read page by
 * page until `nextToken` is null; a write answers the item written.
 */

/** One page of a list answer, as every generated connection type has it. */
export interface Page<T> {
  items: readonly (T | null)[];
  nextToken?: string | null;
}

/** The items that are there (a null item is one the caller may not see). */
export const present = <T>(items: readonly (T | null)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null);

/** Every item of a paged list: `fetchPage` is asked for the next page until `nextToken` is null. */
export async function allPages<T>(
  fetchPage: (nextToken: string | null) => Promise<Page<T> | null | undefined>,
): Promise<T[]> {
  const items: T[] = [];
  let nextToken: string | null = null;
  do {
    const page: Page<T> | null | undefined = await fetchPage(nextToken);
    items.push(...present(page?.items));
    nextToken = page?.nextToken ?? null;
  } while (nextToken !== null);
  return items;
}

/**
 * A write's answer, which the schema leaves nullable as AppSync's do: the server answers the
 * written item or refuses with an error, so a missing one is a broken answer.
 */
export function written<T>(item: T | null | undefined, field: string): T {
  if (item === null || item === undefined) throw new Error(`The server answered no ${field}`);
  return item;
}
