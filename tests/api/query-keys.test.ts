/**
 * The query keys of each resource: a write invalidates the resource's `all` key, and that reaches
 * every query the resource's screens read (lists, details, searches, counts), and nothing of
 * another resource.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { controlKeys } from '../../src/api/control-queries';
import { editableGamesOwner, gameKeys } from '../../src/api/game-queries';
import { levelKeys } from '../../src/api/level-queries';
import { omapKeys, OMAPS_KEY } from '../../src/api/map-queries';
import { playKeys } from '../../src/api/play-queries';
import { scoreKeys } from '../../src/api/score-queries';
import { teamKeys } from '../../src/api/team-queries';

const filter = {
  period: 'WEEK',
  currentPeriod: '2026-W48',
  ownerType: 'USER',
  gameGeoHash: 'u4',
} as const;

/** Every key a screen reads, by resource. */
const KEYS: Record<string, { all: QueryKey; keys: QueryKey[] }> = {
  games: {
    all: gameKeys.all,
    keys: [
      gameKeys.list(null),
      gameKeys.list('kari'),
      gameKeys.detail('g1'),
      gameKeys.search(['u4m2']),
    ],
  },
  levels: {
    all: levelKeys.all,
    keys: [levelKeys.ofGame('g1'), levelKeys.detail('l1'), levelKeys.controlCount('l1')],
  },
  controls: {
    all: controlKeys.all,
    keys: [
      controlKeys.game('g1'),
      controlKeys.level('l1'),
      controlKeys.levelControls('l1'),
      controlKeys.byOwner('kari'),
    ],
  },
  maps: {
    all: OMAPS_KEY,
    keys: [
      omapKeys.list(),
      omapKeys.one('m1'),
      omapKeys.choices(),
      omapKeys.areaOf(['u4'], ['PUBLIC']),
    ],
  },
  scores: {
    all: scoreKeys.all,
    keys: [
      scoreKeys.ranking(filter),
      scoreKeys.own(filter, 'kari', 'PUBLIC'),
      scoreKeys.weekly('kari', ['2026-W47', '2026-W48']),
      scoreKeys.place('kari', filter, 'state-1'),
    ],
  },
  teams: {
    all: teamKeys.all,
    keys: [teamKeys.mine, teamKeys.details('Ørnene'), teamKeys.search('Ør')],
  },
  play: { all: playKeys.all, keys: [playKeys.serverOngoing('kari')] },
};

function cacheWithEveryKey(): QueryClient {
  const client = new QueryClient();
  for (const { keys } of Object.values(KEYS)) {
    for (const key of keys) client.setQueryData(key, { cached: true });
  }
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('a write invalidating its resource', () => {
  it.each(Object.entries(KEYS))(
    '%s: reaches every query of it and no other',
    async (_name, resource) => {
      const client = cacheWithEveryKey();
      await client.invalidateQueries({ queryKey: resource.all, refetchType: 'none' });
      expect(invalidated(client)).toEqual(expect.arrayContaining(resource.keys));
      expect(invalidated(client)).toHaveLength(resource.keys.length);
    },
  );
});

describe('the keys', () => {
  it('of a team are the same for any spelling of its name', () => {
    expect(teamKeys.details(' ørnene ')).toEqual(teamKeys.details('Ørnene'));
  });

  it('of the editable games are every game for an Admin and the own ones for an Editor', () => {
    expect(editableGamesOwner({ isAdmin: true, sub: 'a' })).toBeNull();
    expect(editableGamesOwner({ isAdmin: false, sub: 'kari' })).toBe('kari');
    expect(editableGamesOwner(null)).toBe('');
  });
});
