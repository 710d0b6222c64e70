import { Trans } from '@lingui/react/macro';

/** The browser's answer to the request for persistent storage, in words. */
export function PersistedAnswer({ persisted }: { persisted: boolean | null }) {
  return persisted === true ? (
    <Trans>The browser will keep the offline data.</Trans>
  ) : persisted === false ? (
    <Trans>
      The browser may delete the offline data when space runs low. Installing the app helps.
    </Trans>
  ) : (
    <Trans>The browser did not say whether it will keep the offline data.</Trans>
  );
}
