import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The query layer around the member screens (the `_authenticated` layout): importing it from a
 * lazily loaded route keeps TanStack Query out of the first visit's JavaScript.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
