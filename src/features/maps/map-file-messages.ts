/**
 * What the editor is told when a map file cannot be used: each message names the element of a
 * KMZ file (and its ground overlay) or the line of a world file that is wrong.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorldFileProblem } from '../../domain/world-file-problem';
import type { KmzProblem } from './kmz-import';

export function kmzProblemMessage(problem: KmzProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'not-a-kmz':
      return msg`The file is not a KMZ file (a zip with a KML document).`;
    case 'bad-kml': {
      const { line } = problem;
      return line === null
        ? msg`The KML document in the KMZ file is not valid XML.`
        : msg`The KML document in the KMZ file is not valid XML (line ${line}).`;
    }
    case 'no-overlay':
      return msg`The KMZ file has no GroundOverlay element, so it holds no map image.`;
    case 'no-position': {
      const { overlay } = problem;
      return msg`The GroundOverlay “${overlay}” has no LatLonBox or gx:LatLonQuad element giving its position.`;
    }
    case 'bad-position': {
      const { overlay, element } = problem;
      return msg`The ${element} element of the GroundOverlay “${overlay}” lacks a corner or has one that is not a position.`;
    }
    case 'no-image': {
      const { overlay } = problem;
      const href = problem.href ?? '';
      return msg`The image “${href}” of the GroundOverlay “${overlay}” (its Icon href) is not in the KMZ file, or is not a PNG, JPEG, GIF or WebP image.`;
    }
  }
}

/** The image of a GroundOverlay that the browser could not read. */
export function kmzUnreadableImageMessage(overlay: string): MessageDescriptor {
  return msg`The image of the GroundOverlay “${overlay}” is not an image this browser can show.`;
}

export function worldFileProblemMessage(problem: WorldFileProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'not-a-number': {
      const { line, text } = problem;
      return msg`Line ${line} of the world file is not a number: “${text}”. Each of its six lines holds one number, with a point for decimals.`;
    }
    case 'too-few': {
      const { count } = problem;
      return msg`The world file has ${count} numbers; it needs six, one per line (A, D, B, E, C, F).`;
    }
    case 'too-many': {
      const { line } = problem;
      return msg`Line ${line} of the world file holds a seventh number; a world file has six (A, D, B, E, C, F).`;
    }
    case 'no-pixel-size':
      return msg`Lines 1 to 4 of the world file give the pixels no size (A × E − B × D is 0).`;
  }
}
