import { Trans } from '@lingui/react/macro';

/** The kind of a map (image or tiles), in words. */
export function OmapKindName({ sourceType }: { sourceType: string }) {
  return sourceType === 'tiles' ? <Trans>Tiles</Trans> : <Trans>Image</Trans>;
}
