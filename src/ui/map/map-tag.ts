/**
 * A control's tag (its number or code) beside its mark on a map, on the side `tagSides` chose
 * (src/domain/tag-placement.ts): one placement for the play map and the editor's map, so the two
 * cannot drift apart. The mark's element is positioned and centred on the control; the tag inside
 * it takes `MAP_TAG_CLASS`.
 */
import type { CSSProperties } from 'react';
import type { TagSide } from '../../domain/tag-placement';
import './map-tag.css';

/** The class of the tag itself. */
export const MAP_TAG_CLASS = 'map-tag';

/**
 * The class and style of the mark holding a tag on `side`, `offsetPx` from the mark's centre to
 * the tag's near edge.
 */
export function tagHolder(
  side: TagSide,
  offsetPx: number,
): { className: string; style: CSSProperties } {
  return {
    className: `map-tag-${side}`,
    style: { '--tag-offset': `${offsetPx}px` } as CSSProperties,
  };
}
