/**
 * A map as an editor's client sends it, for API tests that need a map (of their own, or to link
 * to a game) without being about maps.
 */

/** A valid tile map around Arendal (centre 58.475 N, 8.775 E). */
export const TILE_MAP = {
  name: 'Arendal sentrum',
  sourceType: 'tiles',
  state: 'PUBLIC',
  tileLocation: 'https://tiles.example.org/arendal/{z}/{x}/{y}.gif',
  attribution: 'Example tiles',
  bottomLeftLat: 58.45,
  bottomLeftLng: 8.7,
  topRightLat: 58.5,
  topRightLng: 8.85,
  minZoom: 10,
  maxZoom: 18,
};

export const CREATE_MAP = `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { id } }`;
