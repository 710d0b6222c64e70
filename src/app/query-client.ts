/**
 * The app's one query client (TanStack Query): the cache of server data for the member screens.
 * It is loaded with the first member screen (see `query-provider.tsx`), not with the home page
 * or the sign-in screens, which read no server data through it.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnhandledQueryError } from './query-errors';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error, query) => handleUnhandledQueryError(error, query.meta),
  }),
  // A mutation is a user's action: its screen shows the refusal; only a session end is global.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      handleUnhandledQueryError(error, { handlesErrors: true, ...mutation.meta }),
  }),
});
