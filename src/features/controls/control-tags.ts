/**
 * Where each code label sits on the editor's map: beside its control's animal, on the side where
 * it hides no other control's animal or label (the play map's placement, src/domain/
 * tag-placement.ts), so that controls set out close together can all be told apart.
 */
import type { LatLng } from '../../domain/geo';
import { tagSides, type TagSide } from '../../domain/tag-placement';
import { mapPixels } from '../../domain/tile-grid';
import { iconPxForZoom } from '../../ui/map/control-icon';

/**
 * How far the ring around a chosen control's or the new control's animal reaches past the
 * animal (controls.css: a 3 px outline drawn 2 px out): labels keep clear of it.
 */
const ICON_RING_PX = 5;
/** Between the ring and the label. */
const TAG_GAP_PX = 2;
/** A label's border, each side, as controls.css draws it. */
const TAG_BORDER_PX = 1;
/** Its line of text. */
const TAG_LINE_PX = 16;
/** The height of every label. */
export const TAG_HEIGHT_PX = TAG_LINE_PX + 2 * TAG_BORDER_PX;
/** Its padding, left and right. */
const TAG_PADDING_X_PX = 5;
/**
 * Each character of the bold 0.8rem code, about: a digit is a little narrower, a wide capital
 * such as W wider.
 */
const TAG_CHAR_PX = 9;

/** The label of the control being added, which has no code yet. */
export const DRAFT_LABEL = '+';

/** A control drawn on the map, and the text of its label. */
export interface ControlTag {
  position: LatLng;
  label: string;
}

export interface ControlTagLayout {
  /** The animal's width and height, in CSS pixels. */
  iconPx: number;
  /** From a control's position (the animal's centre) to the near edge of its label. */
  tagOffsetPx: number;
  /** Each control's label side, in the order the controls were given. */
  sides: TagSide[];
}

/** The width of a label showing `label`, as controls.css draws it. */
export function tagWidthPx(label: string): number {
  return 2 * (TAG_PADDING_X_PX + TAG_BORDER_PX) + label.length * TAG_CHAR_PX;
}

/**
 * The animals' size at `zoom` and the side of each control's label: a control given earlier keeps
 * its label's first choice before one given later (none ever covers an animal where a side is
 * free of them).
 *
 * @example
 * // Two controls 47 px apart side by side at zoom 15 (animals 24 px): the first's label goes
 * // left, clear of the second's animal.
 * controlTagLayout(
 *   [{ position: { lat: 58.46, lng: 8.77 }, label: '31' },
 *    { position: { lat: 58.46, lng: 8.771 }, label: '32' }],
 *   15,
 * ); // { iconPx: 24, tagOffsetPx: 19, sides: ['left', 'right'] }
 */
export function controlTagLayout(tags: readonly ControlTag[], zoom: number): ControlTagLayout {
  const iconPx = iconPxForZoom(zoom);
  const ringRadius = iconPx / 2 + ICON_RING_PX;
  const tagOffsetPx = ringRadius + TAG_GAP_PX;
  const sides = tagSides(
    tags.map((tag) => ({
      ...mapPixels(tag.position, zoom),
      width: tagWidthPx(tag.label),
      height: TAG_HEIGHT_PX,
    })),
    { ringRadius, offset: tagOffsetPx },
  );
  return { iconPx, tagOffsetPx, sides };
}
