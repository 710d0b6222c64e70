import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { document: string; variables: unknown }[] = [];
let linksFound: { id: string }[] = [];

vi.mock('../../../src/api/graphql-client', () => ({
  graphqlRequest: (document: string, variables: unknown) => {
    sent.push({ document, variables });
    if (document.includes('omapGameDefinitionByGameDefinition')) {
      return Promise.resolve({ omapGameDefinitionByGameDefinition: { items: linksFound } });
    }
    return Promise.resolve({ deleteOmapGameDefinition: { id: 'deleted' } });
  },
}));

const { unlinkOmap } = await import('../../../src/api/games-api');

describe('unlinking a map from a game (seed: look the link up, limit 1, then delete it)', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('deletes the one link found by game and map', async () => {
    linksFound = [{ id: 'link-1' }];
    await expect(unlinkOmap('game-1', 'map-1')).resolves.toBe(true);
    expect(sent[0]?.variables).toEqual({ gameDefinitionId: 'game-1', omapId: { eq: 'map-1' } });
    expect(sent[0]?.document).toContain('limit: 1');
    expect(sent[1]?.document).toContain('deleteOmapGameDefinition');
    expect(sent[1]?.variables).toEqual({ input: { id: 'link-1' } });
  });

  it('deletes nothing when no link is found', async () => {
    linksFound = [];
    await expect(unlinkOmap('game-1', 'map-1')).resolves.toBe(false);
    expect(sent).toHaveLength(1);
  });
});
