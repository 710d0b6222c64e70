/**
 * Fewer map frames where each one is dear. With WebGL drawn in software (map-pixel-ratio.ts), the
 * page's main thread waits at every frame while the browser draws the map on the CPU and reads the
 * picture back: 15 to 45 ms a frame on a laptop, four times that on a slow phone. MapLibre draws a
 * frame for every piece of data that arrives (the style, each source, each tile, each failed tile),
 * so opening the play map drew nine frames within a quarter of a second, each a long task in the
 * way of the player's first tap.
 *
 * Paced, a repaint asked for while the map is still (data arriving, nobody moving it) waits until
 * `intervalMs` after the last frame (or after pacing began: the style, the sources and the first
 * tiles that arrive as the map opens are drawn together), so what arrives together is drawn in one
 * frame; the first frame after a quiet spell is drawn at once. A map the player drags, pinches or
 * that eases to a place (`isMoving()`) is drawn at the browser's frame rate as before.
 */
import type { Map as MaplibreMap } from 'maplibre-gl';

/** The least time between two frames drawn for arriving data, in ms. */
export const SOFTWARE_FRAME_INTERVAL_MS = 200;

const paced = new WeakSet<MaplibreMap>();

/** Makes `map` draw arriving data at most once per `intervalMs` (once per map; later calls do nothing). */
export function paceDataRepaints(
  map: MaplibreMap,
  intervalMs = SOFTWARE_FRAME_INTERVAL_MS,
  now: () => number = () => performance.now(),
): void {
  if (paced.has(map)) return;
  paced.add(map);
  const repaint = map.triggerRepaint.bind(map);
  let lastFrame = now();
  /** When a frame was last asked of MapLibre; it draws whatever is dirty when it runs. */
  let askedAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draw = () => {
    clearTimeout(timer);
    timer = undefined;
    askedAt = now();
    repaint();
  };
  /** Draws once `intervalMs` have passed since the last frame, however that frame came. */
  const drawWhenDue = () => {
    timer = undefined;
    const wait = lastFrame + intervalMs - now();
    if (wait <= 0) draw();
    else timer = setTimeout(drawWhenDue, wait);
  };
  map.on('render', () => {
    lastFrame = now();
  });
  map.on('remove', () => clearTimeout(timer));
  map.triggerRepaint = () => {
    if (map.isMoving()) return draw();
    // A frame asked for and not drawn yet draws this ask too (a frame that never came, say one
    // MapLibre dropped, holds asks back for one interval at the most).
    if (askedAt > lastFrame && now() - askedAt < intervalMs) return;
    if (timer === undefined) drawWhenDue();
  };
}
