import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const gameSavedMessage = msg`The game was saved`;
export const gameCreatedMessage = msg`The game was created`;
export const mapLinkedMessage = msg`The map was linked to the game`;
export const mapUnlinkedMessage = msg`The map was unlinked from the game`;
export const mapLinkNotFoundMessage = msg`No single link to that map was found, so nothing was unlinked.`;

/** The words for a game type. */
export function gameTypeLabel(type: string): MessageDescriptor {
  if (type === 'classic') return msg`Classic`;
  if (type === 'levels') return msg`Levels`;
  return msg`Unknown type`;
}

/** Private, or public shown as "Åpen" in Norwegian (seed). */
export function visibilityLabel(state: string): MessageDescriptor {
  return state === 'PUBLIC' ? msg`Public` : msg`Private`;
}

export function activeLabel(active: boolean): MessageDescriptor {
  return active ? msg`Active` : msg`Not active`;
}
