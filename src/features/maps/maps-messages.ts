import { msg } from '@lingui/core/macro';

export const omapSavedMessage = msg`The map was saved`;
export const omapDeletedMessage = msg`The map was deleted`;
export const imageNotReadableMessage = msg`The file is not an image this browser can show.`;
export const imageTooLargeMessage = msg`The image file is too large to upload.`;
export const worldFileNotReadableMessage = msg`The world file could not be read.`;
