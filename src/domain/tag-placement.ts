/**
 * Where each control's tag (its animal and number) sits beside its circle on the play map, so that
 * controls standing close together do not hide each other's numbers: right of the circle where
 * that is free, else left, below or above, each tried in turn. Positions are in CSS pixels on the
 * map at its zoom (see `mapPixels` in tile-grid.ts), y growing down.
 */

/** The side of its circle a tag sits on. */
export type TagSide = 'right' | 'left' | 'below' | 'above';

/** The order in which sides are tried: the first free one wins. */
const TAG_SIDES: readonly TagSide[] = ['right', 'left', 'below', 'above'];

export interface TagToPlace {
  /** The control's centre. */
  x: number;
  y: number;
  /** The tag's size. */
  width: number;
  height: number;
}

export interface TagLayout {
  /** The outer radius of every control's circle, its stroke included. */
  ringRadius: number;
  /** From a control's centre to the near edge of its tag. */
  offset: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function tagBox(tag: TagToPlace, side: TagSide, offset: number): Box {
  switch (side) {
    case 'right':
      return {
        left: tag.x + offset,
        right: tag.x + offset + tag.width,
        top: tag.y - tag.height / 2,
        bottom: tag.y + tag.height / 2,
      };
    case 'left':
      return {
        left: tag.x - offset - tag.width,
        right: tag.x - offset,
        top: tag.y - tag.height / 2,
        bottom: tag.y + tag.height / 2,
      };
    case 'below':
      return {
        left: tag.x - tag.width / 2,
        right: tag.x + tag.width / 2,
        top: tag.y + offset,
        bottom: tag.y + offset + tag.height,
      };
    case 'above':
      return {
        left: tag.x - tag.width / 2,
        right: tag.x + tag.width / 2,
        top: tag.y - offset - tag.height,
        bottom: tag.y - offset,
      };
  }
}

function boxesMeet(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function boxMeetsCircle(box: Box, x: number, y: number, radius: number): boolean {
  const dx = x - Math.min(Math.max(x, box.left), box.right);
  const dy = y - Math.min(Math.max(y, box.top), box.bottom);
  return dx * dx + dy * dy < radius * radius;
}

/**
 * One side per tag, in the tags' order: the first side (right, left, below, above) where the tag
 * covers no other control's circle and no tag placed before it; where every side covers
 * something, the side that covers the fewest.
 *
 * @example
 * // Two controls 40 px apart, side by side: on the right the first's tag would cover the
 * // second's circle, so it goes left; the second's tag keeps the right.
 * tagSides(
 *   [{ x: 0, y: 0, width: 60, height: 24 }, { x: 40, y: 0, width: 60, height: 24 }],
 *   { ringRadius: 14, offset: 16 },
 * ); // ['left', 'right']
 */
export function tagSides(tags: readonly TagToPlace[], layout: TagLayout): TagSide[] {
  const placed: Box[] = [];
  return tags.map((tag, index) => {
    const candidates = TAG_SIDES.map((side) => {
      const box = tagBox(tag, side, layout.offset);
      const circles = tags.filter(
        (other, otherIndex) =>
          otherIndex !== index && boxMeetsCircle(box, other.x, other.y, layout.ringRadius),
      ).length;
      return {
        side,
        box,
        covered: circles + placed.filter((other) => boxesMeet(box, other)).length,
      };
    });
    const chosen = candidates.reduce((best, next) => (next.covered < best.covered ? next : best));
    placed.push(chosen.box);
    return chosen.side;
  });
}
