import type { Omap } from '../../api/maps-api';

/** True when the map has its four bounding-box corners, so it can be shown. */
export function hasBox(omap: Omap): boolean {
  return [omap.bottomLeftLat, omap.bottomLeftLng, omap.topRightLat, omap.topRightLng].every(
    (n) => typeof n === 'number',
  );
}
