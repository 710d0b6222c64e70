import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A screen's data that could not be loaded: what failed (`children`, the screen's words) read out
 * as an alert, with a button to ask again.
 */
export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <div role="alert" className="form-alert">
      <p>{children}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/**
 * What a screen shows of its queries until it has their data: `loading` as a status line while
 * they load, or, once one of them has failed, `failed` as a `LoadFailed` whose "Try again" asks
 * each of them again.
 */
export function LoadingOrFailed({
  queries,
  loading,
  failed,
}: {
  queries: readonly Pick<UseQueryResult, 'isError' | 'refetch'>[];
  loading: ReactNode;
  failed: ReactNode;
}) {
  if (!queries.some((query) => query.isError)) return <p role="status">{loading}</p>;
  const retry = () => {
    for (const query of queries) void query.refetch();
  };
  return <LoadFailed onRetry={retry}>{failed}</LoadFailed>;
}
