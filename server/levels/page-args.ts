/** The paging arguments of every list query (AppSync's limit, nextToken and sortDirection). */
export interface PageArgs {
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

/** The answer for a list the caller may not see: empty, as if nothing matched. */
export const EMPTY_PAGE = { items: [], nextToken: null } as const;
