/**
 * The player's identity's query options (TanStack Query): the user pool's rename notice, read
 * once (it changes only when the player clears it, which sets the cached answer to null).
 * Options carry no `meta` (see game-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchNicknameRenamedFrom } from './identity-api';

export const identityKeys = {
  all: ['identity'] as const,
  renamedFrom: () => [...identityKeys.all, 'nickname-renamed-from'] as const,
};

export const identityQueries = {
  /** The nickname the account had before the server renamed it, or null. */
  renamedFrom: () =>
    queryOptions({
      queryKey: identityKeys.renamedFrom(),
      queryFn: fetchNicknameRenamedFrom,
      staleTime: Infinity,
    }),
};
