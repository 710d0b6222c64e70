// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlinkOmap } from '../../../src/api/games-api';
import {
  fakeGraphqlWire,
  type GraphqlAnswer,
  type GraphqlCall,
} from '../../ui/support/graphql-wire';

vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));

interface Link {
  id: string;
  gameDefinitionId: string;
  omapId: string;
}

/** The server's map links, as the API's lookup by game (and map) and its deletion by id see them. */
let links: Link[];

function server({ query, variables }: GraphqlCall): GraphqlAnswer {
  if (query.includes('deleteOmapGameDefinition')) {
    const { id } = (variables as { input: { id: string } }).input;
    links = links.filter((link) => link.id !== id);
    return { data: { deleteOmapGameDefinition: { id } } };
  }
  const { gameDefinitionId, omapId } = variables as {
    gameDefinitionId: string;
    omapId?: { eq: string };
  };
  const found = links.filter(
    (link) =>
      link.gameDefinitionId === gameDefinitionId &&
      (omapId === undefined || link.omapId === omapId.eq),
  );
  return { data: { omapGameDefinitionByGameDefinition: { items: found, nextToken: null } } };
}

beforeEach(() => {
  links = [
    { id: 'link-1', gameDefinitionId: 'game-1', omapId: 'map-1' },
    { id: 'link-2', gameDefinitionId: 'game-1', omapId: 'map-2' },
    { id: 'link-3', gameDefinitionId: 'game-2', omapId: 'map-1' },
  ];
  fakeGraphqlWire(server);
});
afterEach(() => vi.unstubAllGlobals());

describe('unlinking a map from a game', () => {
  it("deletes that game's link to that map and no other", async () => {
    await expect(unlinkOmap('game-1', 'map-1')).resolves.toBe(true);
    expect(links.map((link) => link.id)).toEqual(['link-2', 'link-3']);
  });

  it('deletes nothing and says so when the map is not linked to the game', async () => {
    await expect(unlinkOmap('game-2', 'map-2')).resolves.toBe(false);
    expect(links).toHaveLength(3);
  });
});
