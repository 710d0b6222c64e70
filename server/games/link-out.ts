/**
 * A map link as the API shows it: the parent the generated resolver types give
 * `OmapGameDefinition`'s fields; `omap` is set when the map was read with the link.
 */
import { omapOut } from '../maps/omap-out';
import type { LinkWithOmap, OmapGameDefinitionRow } from './omap-game-definition.repository';

export type LinkOut = OmapGameDefinitionRow & { omap?: ReturnType<typeof omapOut> };

/** A joined link with its (visible) map attached, for the `omap` field. */
export function linkOut({ link, omap }: LinkWithOmap): LinkOut {
  return { ...link, omap: omapOut(omap) };
}
