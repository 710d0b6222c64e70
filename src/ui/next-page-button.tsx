import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * "Show more" under a list read page by page (an infinite query): there while the list has a
 * next page, disabled while that page loads.
 */
export function NextPageButton({
  list,
  className,
  children,
}: {
  list: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** A class besides `secondary`. */
  className?: string;
  children: ReactNode;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className ? `secondary ${className}` : 'secondary'}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {children}
    </button>
  );
}
