/** Paint of the player's accuracy ring on a map (MapLibre fill and line layers). */
const RING_COLOUR = '#1565c0';
export const RING_FILL = { 'fill-color': RING_COLOUR, 'fill-opacity': 0.15 } as const;
export const RING_LINE = { 'line-color': RING_COLOUR, 'line-width': 2 } as const;
