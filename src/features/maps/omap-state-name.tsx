import { Trans } from '@lingui/react/macro';

/** Who can see a map, in words. */
export function OmapStateName({ state }: { state: string }) {
  return state === 'PUBLIC' ? <Trans>Public</Trans> : <Trans>Private</Trans>;
}
