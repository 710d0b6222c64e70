import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PublishGap } from '../../domain/publish-checklist';

/** Each checklist item as the editor reads it (what must hold, not what is missing). */
export const publishChecklistLabels: Readonly<Record<PublishGap, MessageDescriptor>> = {
  [PublishGap.NO_MAP]: msg`A map is linked to the game`,
  [PublishGap.NO_START]: msg`The game has a start point`,
  [PublishGap.NO_LEVEL]: msg`The game has a level`,
  [PublishGap.TOO_FEW_CONTROLS]: msg`The first level has at least its minimum number of controls`,
  [PublishGap.NO_PUNCH_METHOD]: msg`The first level allows punching by GPS or by code`,
  [PublishGap.LEVEL_TOO_FEW_CONTROLS]: msg`Every level has at least its minimum number of controls`,
};

export const gamePublishedMessage = msg`The game is published: players can find it and play it`;
export const gameUnpublishedMessage = msg`The game is a private draft again`;
/** The server refused to publish: something on the checklist went missing meanwhile. */
export const publishRefusedMessage = msg`The game cannot be published yet: the checklist shows what is missing.`;
