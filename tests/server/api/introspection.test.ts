/**
 * Every operation of the seed's call list is served with its arguments (issue 4), checked by
 * introspection of the running server, as a client written for the original would see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type ApiUser } from '../support/api-harness';

const MUTATIONS: Record<string, string[]> = {
  punchAtControl: [
    'controlId',
    'gameStateId',
    'controlSecretCode',
    'lat',
    'lng',
    'accuracy',
    'id',
    'punchedAt',
    'nextGameStateId',
  ],
  startNewGame: ['gameId', 'gameDefinitionId', 'gameStateId', 'startedAt'],
  cancelGame: ['gameId'],
  deleteGameScores: ['owner'],
  createNewTeam: ['teamName'],
  requestTeamMembership: ['teamName'],
  deleteTeamRelation: ['teamName', 'userNickName'],
  setTeamMemberState: ['teamName', 'userNickName', 'state'],
  ...Object.fromEntries(
    ['Omap', 'OmapGameDefinition', 'GameLevel', 'GameLevelControl', 'Control'].flatMap((type) =>
      ['create', 'update', 'delete'].map((verb) => [`${verb}${type}`, ['input', 'condition']]),
    ),
  ),
  createGameDefinition: ['input', 'condition'],
  updateGameDefinition: ['input', 'condition'],
};

const PAGED = ['limit', 'nextToken'];
/** The arguments both score lists take, the ranking and one owner's scores. */
const SCORE_LIST = [
  'period',
  'state',
  'scoreType',
  'gameGeoHash',
  'leagueId',
  'ownerType',
  'sortDirection',
  ...PAGED,
];
const QUERIES: Record<string, string[]> = {
  listGameScoreRanking: SCORE_LIST,
  listGameScoreByOwner: SCORE_LIST,
  searchTeamNames: ['teamNameQuery', 'teamState', ...PAGED],
  getTeamDetails: ['teamName', 'teamState'],
  listMyTeams: ['userNickName', 'state', ...PAGED],
  listOmaps: ['limit'],
  omapByStateByGeoHash: ['state', 'geoHash', ...PAGED],
  omapGameDefinitionByGameDefinition: ['gameDefinitionId', 'omapId', ...PAGED],
  getGameLevel: ['id'],
  gameLevelsByGameDefinitionIdByOrder: ['gameDefinitionId', 'order', ...PAGED],
  gameLevelControlByGameLevelId: ['gameLevelId', ...PAGED],
  gameLevelControlByControlId: ['controlId', ...PAGED],
  gameLevelControlByGameDefinitionId: ['gameDefinitionId', ...PAGED],
  controlsByOwner: ['owner', ...PAGED],
  getGameState: ['id'],
  gameStatesByOwnerByProgress: ['owner', 'progress', ...PAGED],
  gameStatesByOwnerByGameId: ['owner', 'gameId', ...PAGED],
  controlVisitsByOwnerByGameStateId: ['owner', 'gameStateId', ...PAGED],
  controlVisitsByOwnerByControlId: ['owner', 'controlId', ...PAGED],
  controlVisitsByOwnerByGameStateGameId: ['owner', 'gameStateGameId', ...PAGED],
  gameDefinitionByStateByStartGeoHash: ['state', 'startGeoHash', ...PAGED],
  listGameDefinitions: ['limit'],
};

interface IntrospectedType {
  fields: { name: string; args: { name: string }[] }[] | null;
}

describe('the seed operations, by introspection', () => {
  let api: ApiHarness;
  let player: ApiUser;
  let roots: { Query: Map<string, string[]>; Mutation: Map<string, string[]> };

  beforeAll(async () => {
    api = await startApi('pglite');
    player = await api.user('player');
    const answer = await player.gql<{ query: IntrospectedType; mutation: IntrospectedType }>(`{
      query: __type(name: "Query") { fields { name args { name } } }
      mutation: __type(name: "Mutation") { fields { name args { name } } }
    }`);
    const toMap = (type: IntrospectedType | undefined) =>
      new Map((type?.fields ?? []).map((f) => [f.name, f.args.map((a) => a.name)]));
    roots = { Query: toMap(answer.data?.query), Mutation: toMap(answer.data?.mutation) };
  });
  afterAll(() => api.close());

  it.each(Object.entries(QUERIES))('query %s takes %j', (name, args) => {
    expect(roots.Query.get(name), `${name} is not served`).toEqual(expect.arrayContaining(args));
  });

  it.each(Object.entries(MUTATIONS))('mutation %s takes %j', (name, args) => {
    expect(roots.Mutation.get(name), `${name} is not served`).toEqual(expect.arrayContaining(args));
  });
});
