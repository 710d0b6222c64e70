/**
 * How controls look on the map (seed sections 3 and 9): icon and colour by points, icon scale and
 * circle radius by zoom, display number, line weight and opacity, and the default map centre.
 */
import type { LatLng } from './geo';

/** Where the map opens before anything else is known: near Arendal (seed: about 58.48, 8.73). */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 58.48, lng: 8.73 };

/** Added to a control's position in its level's list to give the number shown on the map. */
export const CONTROL_DISPLAY_ID_OFFSET = 100;

/** Stroke width of a control's circle and line, in CSS pixels. */
export const CONTROL_LINE_WEIGHT = 6;

/** Opacity of a control's circle and line (fully opaque). */
export const CONTROL_OPACITY = 1;

/**
 * The radius, in CSS pixels, of the circle around a control at a zoom level, plus `offset`.
 * The zoom is floored, so a band starts at its whole zoom: 14.99 is still 14.
 *
 * | zoom               | radius |
 * | ------------------ | ------ |
 * | none (null, NaN)   | 20     |
 * | 12, 13, 14         | 8      |
 * | 15                 | 12     |
 * | 16                 | 15     |
 * | 17                 | 20     |
 * | below 12, 18 on    | 30     |
 *
 * @example
 * zoomRadius(14.9); // 8
 * zoomRadius(15); // 12
 * zoomRadius(undefined, 5); // 25
 */
export function zoomRadius(zoom?: number | null, offset = 0): number {
  if (zoom == null || Number.isNaN(zoom)) return 20 + offset;
  const wholeZoom = Math.floor(zoom);
  if (wholeZoom >= 12 && wholeZoom <= 14) return 8 + offset;
  if (wholeZoom === 15) return 12 + offset;
  if (wholeZoom === 16) return 15 + offset;
  if (wholeZoom === 17) return 20 + offset;
  return 30 + offset;
}

/** The animal drawn for a control, by its points. */
export type ControlIcon = 'dog' | 'dove' | 'frog' | 'cat' | 'horse';

/** Every control icon, from 1 point to 5. */
export const CONTROL_ICONS: readonly ControlIcon[] = ['dog', 'dove', 'frog', 'cat', 'horse'];

/**
 * The icon for a control worth `points`: 1 dog, 2 dove, 3 frog, 4 cat, 5 horse; anything else
 * (0, 6, 2.5, null, undefined) dog.
 */
export function iconForPoints(points: number | null | undefined): ControlIcon {
  switch (points) {
    case 2:
      return 'dove';
    case 3:
      return 'frog';
    case 4:
      return 'cat';
    case 5:
      return 'horse';
    default:
      return 'dog';
  }
}

/**
 * How many times its base size a control icon is drawn at a zoom level (seed: "icon size by zoom
 * 15-18 from 2x to 5x"), on the floored zoom: 2 up to 15, 3 at 16, 4 at 17, 5 from 18 on.
 *
 * @example
 * iconScaleForZoom(16.7); // 3
 */
export function iconScaleForZoom(zoom: number): number {
  const wholeZoom = Math.floor(zoom);
  if (wholeZoom >= 18) return 5;
  if (wholeZoom === 17) return 4;
  if (wholeZoom === 16) return 3;
  return 2;
}

/**
 * Colour of each icon's control, from the Okabe–Ito palette (distinguishable with the common
 * colour-vision deficiencies) and chosen to stand out on orienteering and topographic maps,
 * whose own colours are white, yellow, green, brown, blue and black.
 */
export const CONTROL_ICON_COLOURS: Readonly<Record<ControlIcon, string>> = {
  dog: '#0072B2', // blue
  dove: '#CC79A7', // reddish purple
  frog: '#009E73', // bluish green
  cat: '#E69F00', // orange
  horse: '#D55E00', // vermilion
};

/**
 * The number shown on the map for the control at `index` (0-based) in its level's list:
 * index + 100. Control ids are client-generated strings, so the number comes from the position.
 *
 * @example
 * controlDisplayId(0); // 100
 */
export function controlDisplayId(index: number): number {
  return index + CONTROL_DISPLAY_ID_OFFSET;
}

/**
 * The number or name shown on the map for a control: its visual code when it has one (seed: "name
 * or ID shown on the map"), else its display id, its place in the level's list plus 100.
 *
 * @example
 * controlDisplayNumber('31', 0); // '31'
 * controlDisplayNumber(null, 2); // '102'
 */
export function controlDisplayNumber(visualCode: string | null | undefined, index: number): string {
  const code = visualCode?.trim();
  return code ? code : String(controlDisplayId(index));
}

/** How a control is drawn on the map. */
export type ControlDisplayStyle = {
  icon: ControlIcon;
  colour: string;
  weight: number;
  opacity: number;
};

/**
 * The drawing style of a control worth `points`: its icon, the icon's colour, weight 6, opacity 1.
 *
 * @example
 * controlDisplayStyle(3); // { icon: 'frog', colour: '#009E73', weight: 6, opacity: 1 }
 */
export function controlDisplayStyle(points: number | null | undefined): ControlDisplayStyle {
  const icon = iconForPoints(points);
  return {
    icon,
    colour: CONTROL_ICON_COLOURS[icon],
    weight: CONTROL_LINE_WEIGHT,
    opacity: CONTROL_OPACITY,
  };
}
