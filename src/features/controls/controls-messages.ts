/** The control editor's own notices (the catalogue's control messages are in src/ui). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IofSkipReason } from '../../domain/iof-course-data';

export const controlAddedMessage = msg`Control added to the level`;
export const controlNotAddedMessage = msg`Could not add the control to the level`;

export function controlsImportedMessage(count: number): MessageDescriptor {
  return msg`Imported controls: ${count}`;
}

export const importStoppedMessage = msg`The import stopped: some controls were not saved. Check the list and import the rest again.`;

export const iofSkipReasonMessages: Record<IofSkipReason, MessageDescriptor> = {
  START_OR_FINISH: msg`start or finish`,
  DUPLICATE_CODE: msg`defined more than once in the file: the first one is used`,
  NO_POSITION: msg`no position`,
  BAD_POSITION: msg`position outside the world`,
  NOT_IN_FILE: msg`the course names it but the file does not define it`,
  ALREADY_ON_LEVEL: msg`already on this level`,
};
