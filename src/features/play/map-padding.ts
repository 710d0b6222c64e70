/**
 * How much of the map the player really sees: what covers its edges (a bar over its top, a sheet
 * over its bottom, the map's own controls in its corners), as padding for MapLibre's fitBounds and
 * easeTo, so that what the map fits or centres lands in the part left uncovered. Read from the
 * page as laid out: the screens' parts may change without this knowing their names.
 */
import type { Map as MaplibreMap } from 'maplibre-gl';

export interface MapPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Room kept between what is fitted and whatever covers the map, in CSS pixels. */
const MARGIN_PX = 24;
/** Room kept beside the map's corner controls (already set off from the map's edge). */
const SIDE_MARGIN_PX = 8;
/**
 * The scan's step down the map's middle where nothing is hit (outside the viewport), in CSS
 * pixels.
 */
const STEP_PX = 4;
/** The least room left for the fitted points: a map too covered gets less padding instead. */
const MIN_ROOM_PX = 80;

/**
 * What the player sees at (x, y), a point of the map's box: the map (its canvas or a marker on
 * it), the element that covers it there (topmost), or nothing (outside the viewport). A modal
 * dialog and its full-screen backdrop are passed over (they go before the player looks at the map
 * again).
 */
function seenAt(x: number, y: number, canvasContainer: HTMLElement): 'map' | Element | null {
  for (const element of document.elementsFromPoint(x, y)) {
    if (canvasContainer.contains(element)) return 'map';
    // The box the map lies in, hit in its stead while the map is hidden as it opens (hit tests
    // pass over hidden elements: src/ui/map/first-draw.ts): nothing covers the map here.
    if (element.contains(canvasContainer)) return 'map';
    if (element.closest('dialog, [aria-modal="true"]') || coversViewport(element)) continue;
    return element;
  }
  return null;
}

function coversViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.left <= 0 &&
    rect.top <= 0 &&
    rect.right >= window.innerWidth &&
    rect.bottom >= window.innerHeight &&
    getComputedStyle(element).position === 'fixed'
  );
}

/** The widest box of controls in the map's top corners (the zoom buttons, locate, legend). */
function cornerControlsWidth(container: HTMLElement): number {
  let width = 0;
  for (const corner of container.querySelectorAll(
    '.maplibregl-ctrl-top-left, .maplibregl-ctrl-top-right',
  )) {
    if (corner.childElementCount > 0) width = Math.max(width, corner.getBoundingClientRect().width);
  }
  return width;
}

/** Shrinks two opposite paddings so at least MIN_ROOM_PX is left between them. */
function leaveRoom(before: number, after: number, size: number): [number, number] {
  const room = size - before - after;
  if (room >= MIN_ROOM_PX || before + after === 0) return [before, after];
  const scale = Math.max(0, size - MIN_ROOM_PX) / (before + after);
  return [Math.floor(before * scale), Math.floor(after * scale)];
}

const NO_PADDING: MapPadding = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The padding that keeps fitted or centred points in the map's uncovered part, plus `extra` (room
 * for what is drawn around a point, such as a marker's tag).
 */
export function visibleMapPadding(map: MaplibreMap, extra: MapPadding = NO_PADDING): MapPadding {
  const container = map.getContainer();
  const canvasContainer = map.getCanvasContainer();
  const rect = container.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  // Down from the top and up from the bottom to where the map first shows. Where an element
  // covers the map, every point of its box is that element or something over it, so the scan
  // jumps past the box: a few hit tests, not one every few pixels (each costs a slow phone a
  // fraction of a millisecond, and the map opens with this).
  let top = rect.top;
  for (let seen = seenAt(x, top + 1, canvasContainer); top < rect.bottom && seen !== 'map';) {
    top = seen ? Math.max(top + 1, Math.ceil(seen.getBoundingClientRect().bottom)) : top + STEP_PX;
    seen = seenAt(x, top + 1, canvasContainer);
  }
  let bottom = rect.bottom;
  for (let seen = seenAt(x, bottom - 1, canvasContainer); bottom > top && seen !== 'map';) {
    bottom = seen
      ? Math.min(bottom - 1, Math.floor(seen.getBoundingClientRect().top))
      : bottom - STEP_PX;
    seen = seenAt(x, bottom - 1, canvasContainer);
  }
  const side = cornerControlsWidth(container) + SIDE_MARGIN_PX;
  const [padTop, padBottom] = leaveRoom(
    top - rect.top + MARGIN_PX + extra.top,
    rect.bottom - bottom + MARGIN_PX + extra.bottom,
    rect.height,
  );
  const [padLeft, padRight] = leaveRoom(side + extra.left, side + extra.right, rect.width);
  return { top: padTop, right: padRight, bottom: padBottom, left: padLeft };
}

/** The pixel offset that moves the map's centre into the middle of the uncovered part. */
export function paddingOffset(padding: MapPadding): [number, number] {
  return [(padding.left - padding.right) / 2, (padding.top - padding.bottom) / 2];
}
