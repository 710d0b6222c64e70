/**
 * A level as an editor's client sends it, for API tests that need a valid level (to change one
 * field of it, or to have one at all) without being about the level rules.
 */

/** A valid level of `gameDefinitionId` at `order`: two controls needed, GPS (30 m) and code. */
export function levelInput(gameDefinitionId: string, order = 1) {
  return {
    gameDefinitionId,
    name: 'Level',
    order,
    minNumberControls: 2,
    allowGpsPunching: true,
    allowCodePunching: true,
    minDistanceLegalPunch: 30,
  };
}
