/**
 * Geohash length the map area search queries by prefix (`omapByStateByGeoHash`,
 * `gameDefinitionByStateByStartGeoHash`). A cell is 0.3515625° of longitude × 0.17578125° of
 * latitude: about 20.4 km × 19.5 km at 58.5° N.
 */
export const MAP_SEARCH_GEOHASH_PRECISION = 4;
