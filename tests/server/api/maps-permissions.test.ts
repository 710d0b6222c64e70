/**
 * The permission matrix of the map mutations (issue 4, item 4), on PGlite and on PostgreSQL:
 * anonymous callers are UNAUTHENTICATED (401), players are FORBIDDEN, editors create, and only
 * the owner or an Admin updates or deletes (another editor is FORBIDDEN). A refused write leaves
 * the map as it was.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import { CHANGE_MATRIX, CREATE_MATRIX, expectOutcome } from '../support/callers';
import { TILE_MAP } from '../support/map-inputs';

const CREATE = `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { id owner } }`;
const UPDATE = `mutation ($input: UpdateOmapInput!) { updateOmap(input: $input) { id name } }`;
const DELETE = `mutation ($input: DeleteInput!) { deleteOmap(input: $input) { id } }`;
const GET = `query ($id: ID!) { getOmap(id: $id) { id name } }`;

describe.each(DATABASE_KINDS)('who may write maps (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { callers: users, send } = castBeforeAll(api);

  async function ownersMap(): Promise<string> {
    const answer = await users['the owner'].gql<{ createOmap: { id: string } }>(CREATE, {
      input: TILE_MAP,
    });
    return answer.data!.createOmap.id;
  }

  it.each(CREATE_MATRIX)('createOmap by %s: %s', async (actor, outcome) => {
    const answer = await send(actor, CREATE, { input: TILE_MAP });
    expectOutcome(answer, outcome);
    if (outcome === 'ok' && actor !== 'anonymous') {
      expect((answer.data as { createOmap: { owner: string } }).createOmap.owner).toBe(
        users[actor].sub,
      );
    }
  });

  it.each(CHANGE_MATRIX)('updateOmap by %s: %s', async (actor, outcome) => {
    const id = await ownersMap();
    const answer = await send(actor, UPDATE, { input: { id, name: 'Endret' } });
    expectOutcome(answer, outcome);
    const read = await users['an Admin'].gql<{ getOmap: { name: string } }>(GET, { id });
    expect(read.data?.getOmap.name).toBe(outcome === 'ok' ? 'Endret' : TILE_MAP.name);
  });

  it.each(CHANGE_MATRIX)('deleteOmap by %s: %s', async (actor, outcome) => {
    const id = await ownersMap();
    const answer = await send(actor, DELETE, { input: { id } });
    expectOutcome(answer, outcome);
    const read = await users['an Admin'].gql<{ getOmap: { id: string } | null }>(GET, { id });
    expect(read.data?.getOmap?.id ?? null).toBe(outcome === 'ok' ? null : id);
  });

  it('refuses a player before looking at the input', async () => {
    const answer = await users.player.gql(CREATE, { input: { ...TILE_MAP, name: '' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
