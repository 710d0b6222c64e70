/**
 * A game as an editor's client sends it, for API tests that need a game input (to create one, or
 * to change one field of it).
 */

/** A public classic game starting in Arendal. */
export const CLASSIC_GAME = {
  name: 'Byjakt',
  type: 'classic',
  active: true,
  state: 'PUBLIC',
  startLat: 58.4615,
  startLng: 8.7725,
};
