/**
 * The answers of the wire as the seed's API gives them: a list is a connection
 * `{ items, nextToken }` whose items may be null (an item the caller may not see), read page by
 * page until `nextToken` is null; a write answers the item written.
 */
import { graphqlRequest, type GraphqlDocument, type GraphqlRequest } from './graphql-client';

/** One page of a list answer, as every generated connection type has it. */
export interface Page<T> {
  items: readonly (T | null)[];
  nextToken?: string | null;
}

/** The items that are there (a null item is one the caller may not see). */
export const present = <T>(items: readonly (T | null)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null);

/**
 * The items of a paged list, reading at most `maxPages` pages: `fetchPage` is asked for the next
 * page until `nextToken` is null. `truncated` tells that the list had more pages than were read.
 */
export async function readPages<T>(
  fetchPage: (nextToken: string | null) => Promise<Page<T> | null | undefined>,
  maxPages = Infinity,
): Promise<{ items: T[]; truncated: boolean }> {
  const items: T[] = [];
  let nextToken: string | null = null;
  for (let read = 0; read < maxPages; read += 1) {
    const page: Page<T> | null | undefined = await fetchPage(nextToken);
    items.push(...present(page?.items));
    nextToken = page?.nextToken ?? null;
    if (nextToken === null) return { items, truncated: false };
  }
  return { items, truncated: true };
}

/** Every item of a paged list: `fetchPage` is asked for the next page until `nextToken` is null. */
export async function allPages<T>(
  fetchPage: (nextToken: string | null) => Promise<Page<T> | null | undefined>,
): Promise<T[]> {
  return (await readPages(fetchPage)).items;
}

/**
 * Every item of a list query: `document` is sent with `variables` and each page's `nextToken`
 * through `request` (the app's by default), and `list` picks the page out of each answer.
 */
export function allItems<Data, Variables extends { nextToken?: string | null }, Item>(
  document: GraphqlDocument<Data, Variables>,
  variables: Omit<Variables, 'nextToken'>,
  list: (data: Data) => Page<Item> | null | undefined,
  request: GraphqlRequest = graphqlRequest,
): Promise<Item[]> {
  return allPages((nextToken) =>
    request(document, { ...variables, nextToken } as Variables).then(list),
  );
}

/**
 * A write's answer, which the schema leaves nullable as AppSync's do: the server answers the
 * written item or refuses with an error, so a missing one is a broken answer.
 */
export function written<T>(item: T | null | undefined, field: string): T {
  if (item === null || item === undefined) throw new Error(`The server answered no ${field}`);
  return item;
}

/**
 * `document` sent with `variables` through `request` (the app's by default), answering the field
 * `field` of its data: a read of one item or list.
 */
export function requestField<Field extends string, Value, Variables extends object>(
  document: GraphqlDocument<Record<Field, Value>, Variables>,
  variables: Variables,
  field: Field,
  request: GraphqlRequest = graphqlRequest,
): Promise<Value> {
  return request(document, variables).then((data) => data[field]);
}

/** A write: `requestField` of the item written, which must be there (see `written`). */
export function writeItem<Field extends string, Item, Variables extends object>(
  document: GraphqlDocument<Record<Field, Item | null>, Variables>,
  variables: Variables,
  field: Field,
  request: GraphqlRequest = graphqlRequest,
): Promise<Item> {
  return requestField(document, variables, field, request).then((item) =>
    written<Item>(item, field),
  );
}
