import { describe, expect, it } from 'vitest';
import { demoWorldRows } from '../../../server/demo/demo-world';
import { playabilityGaps } from '../../../src/domain/game-playability';

/** Every demo game is offered to players: none of the playability rule's gaps. */
describe('the demo world’s games', () => {
  const rows = demoWorldRows('demo-editor', new Date('2026-11-26T00:00:00Z'));

  it.each(rows.gameDefinitions.map((game) => [game.name, game] as const))(
    '%s is playable',
    (_name, game) => {
      const levels = rows.gameLevels
        .filter((level) => level.gameDefinitionId === game.id)
        .map((level) => ({
          id: level.id,
          order: level.order,
          minNumberControls: level.minNumberControls,
          allowGpsPunching: level.allowGpsPunching ?? false,
          allowCodePunching: level.allowCodePunching ?? false,
          controlCount: rows.gameLevelControls.filter((placed) => placed.gameLevelId === level.id)
            .length,
        }));
      expect(levels.length).toBeGreaterThan(0);
      expect(playabilityGaps({ active: game.active ?? false, state: game.state, levels })).toEqual(
        [],
      );
    },
  );
});
