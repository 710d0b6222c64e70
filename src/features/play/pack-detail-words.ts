/** The words of an offline pack's detail choices ("Less detail", "More detail (about 12 MB)"). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackDetail } from './pack-zoom';

export const packDetailNames: Readonly<Record<PackDetail, MessageDescriptor>> = {
  less: msg`Less detail`,
  normal: msg`Normal detail`,
  more: msg`More detail`,
  most: msg`Most detail`,
};

/** A choice with its estimated download size: "More detail (about 12 MB)". */
export function packDetailWithSize(detail: string, size: string): MessageDescriptor {
  return msg`${detail} (about ${size})`;
}

/** The size of a pack that is the same at every detail (a map that is one image). */
export function packSameSize(size: string): MessageDescriptor {
  return msg`About ${size} whichever you choose.`;
}
