/**
 * Reading a paged list (`{ items, nextToken }`): every page until `nextToken` is null, the items
 * the caller may see (null items left out), and at most `maxPages` pages with the cut told.
 */
import { describe, expect, it } from 'vitest';
import { allPages, readPages, type Page } from '../../src/api/pages';

/** A list of `pages` answered page by page; the token of page n is `p<n>`. */
function pagedList<T>(pages: readonly (readonly (T | null)[])[]) {
  const asked: (string | null)[] = [];
  const fetchPage = (nextToken: string | null): Promise<Page<T>> => {
    asked.push(nextToken);
    const index = nextToken === null ? 0 : Number(nextToken.slice(1));
    const next = index + 1 < pages.length ? `p${index + 1}` : null;
    return Promise.resolve({ items: pages[index] ?? [], nextToken: next });
  };
  return { fetchPage, asked };
}

describe('paged lists', () => {
  it('reads every page in order, following each nextToken, and leaves null items out', async () => {
    const list = pagedList([['a', null], ['b'], [null, 'c']]);
    expect(await allPages(list.fetchPage)).toEqual(['a', 'b', 'c']);
    expect(list.asked).toEqual([null, 'p1', 'p2']);
  });

  it('reads a list of exactly maxPages pages whole', async () => {
    const list = pagedList([['a'], ['b']]);
    expect(await readPages(list.fetchPage, 2)).toEqual({ items: ['a', 'b'], truncated: false });
  });

  it('stops after maxPages pages and tells that the list was cut', async () => {
    const list = pagedList([['a'], ['b'], ['c']]);
    expect(await readPages(list.fetchPage, 2)).toEqual({ items: ['a', 'b'], truncated: true });
    expect(list.asked).toEqual([null, 'p1']);
  });

  it('answers no items for a missing list', async () => {
    expect(await readPages(() => Promise.resolve(null))).toEqual({ items: [], truncated: false });
  });
});
