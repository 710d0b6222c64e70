/**
 * How long at most an opening map stays hidden while it draws (src/ui/map/map-canvas.tsx), in
 * ms from its style's load. It is shown once it has drawn what it opened on, at MapLibre's first
 * `idle` (the style, the maps and the tiles in view loaded or failed, the markers placed), or
 * after this wait when a tile server is slow or does not answer. Shown while it drew, the play
 * map changed the screen eight or nine times in its first half second (an empty base, the
 * markers, the game's map, the controls), each change composited again; where the GPU is
 * emulated on the CPU each of those took the CPU from the page (docs/DECISIONS.md, "The map where
 * WebGL runs in software"). Hidden, the map keeps its place and size and draws all the same.
 */
export const FIRST_DRAW_WAIT_MS = 1500;
