/**
 * The layers drawn over every map (the player's accuracy ring), kept on top and in this order: a
 * game map's tiles are added as the view reaches them, each above the layers already there, and
 * would otherwise cover them. Every screen part that adds one of these calls the hook; they all
 * aim at the same order, so they never undo each other.
 */
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

export const OVERLAY_LAYER_ORDER = ['player-accuracy-fill', 'player-accuracy-line'] as const;

export function useOverlayLayersOnTop(): void {
  const { current: map } = useMap();
  useEffect(() => {
    if (!map) return;
    const raise = () => {
      const order = map.getLayersOrder();
      const present = OVERLAY_LAYER_ORDER.filter((id) => order.includes(id));
      const top = order.slice(order.length - present.length);
      if (present.every((id, index) => top[index] === id)) return;
      for (const id of present) map.moveLayer(id);
    };
    raise();
    map.on('styledata', raise);
    return () => {
      map.off('styledata', raise);
    };
  }, [map]);
}
