/**
 * Paging as the API tests read it: the one field of an answer, every page of a list or search
 * query, and the tests every paged list passes.
 */
import { expect, it } from 'vitest';
import type { ApiUser, GraphqlAnswer } from './api-harness';

/** A page of a list or search query: its items and the next page's token (null on the last). */
export type Page<T> = { items: T[]; nextToken: string | null };

/** A page of a list or search query, as far as the paging tests read it. */
export type IdPage = Page<{ id: string }>;

/** What a query answers in its one field (`getOmap`, `listGameDefinitions`, ...). */
export function resultOf<T>(answer: GraphqlAnswer<Record<string, T>>): T | undefined {
  return Object.values(answer.data ?? {})[0];
}

/** Every page a list or search query (taking `$nextToken`) gives `user`, from the first. */
export async function everyPage(
  user: ApiUser,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<IdPage[]> {
  const pages: IdPage[] = [];
  let nextToken: string | null = null;
  do {
    const answer: GraphqlAnswer<Record<string, IdPage>> = await user.gql(query, {
      ...variables,
      nextToken,
    });
    const page = resultOf(answer)!;
    pages.push(page);
    nextToken = page.nextToken;
  } while (nextToken);
  return pages;
}

/** The ids of every page of `query`, in order. */
export async function idsOfEveryPage(
  user: ApiUser,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<string[]> {
  const pages = await everyPage(user, query, variables);
  return pages.flatMap((page) => page.items.map((item) => item.id));
}

/**
 * The tests of a paged list (`list`, taking `$limit` and `$nextToken`, answers in the field
 * `field`) as `user` reads it: pages of `pageSize` give what one page of 100 gives, in its order;
 * a nextToken forged for the list, a changed one and a made-up one are refused.
 */
export function itPagesAsOnePage(
  user: ApiUser,
  list: string,
  field: string,
  pageSize: number,
): void {
  it(`gives over pages of ${pageSize} exactly what one page gives`, async () => {
    const one = await user.gql<Record<string, IdPage>>(list, { limit: 100 });
    const paged = await idsOfEveryPage(user, list, { limit: pageSize });
    expect(paged).toEqual(resultOf(one)!.items.map((item) => item.id));
  });

  it('refuses a forged, a changed and a made-up nextToken', async () => {
    const first = await user.gql<Record<string, IdPage>>(list, { limit: 1 });
    const token = resultOf(first)!.nextToken!;
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: field, o: 0 })).toString('base64url')}.${signature}`;
    expect(forged).not.toBe(token);
    expect(payload).toBeTruthy();
    for (const nextToken of [forged, `${token}x`, 'garbage']) {
      const answer = await user.gql(list, { limit: 1, nextToken });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        field: 'nextToken',
      });
    }
  });
}
