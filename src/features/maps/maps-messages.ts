import { msg } from '@lingui/core/macro';

export const omapSavedMessage = msg`The map was saved`;
export const omapDeletedMessage = msg`The map was deleted`;
export const kmzNotAKmzMessage = msg`The file is not a KMZ file (a zip with a KML document).`;
export const kmzNoOverlayMessage = msg`The KMZ file has no ground overlay with a position (LatLonBox or LatLonQuad).`;
export const kmzNoImageMessage = msg`The image of the ground overlay is not in the KMZ file, or is not a PNG, JPEG, GIF or WebP image.`;
export const imageNotReadableMessage = msg`The file is not an image this browser can show.`;
export const imageTooLargeMessage = msg`The image file is too large to upload.`;
export const worldFileNotReadableMessage = msg`The world file could not be read.`;
