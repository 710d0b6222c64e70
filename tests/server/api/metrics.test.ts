/**
 * What an operator sees of a real server on PGlite and PostgreSQL: one log line per request with
 * the GraphQL operation's name and nothing secret, and `/metrics` counting requests by operation,
 * punches accepted and refused by code, replays of a resent punch, and (PostgreSQL) the pool.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RequestLogLine } from '../../../server/http/request-log';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { codeOf, codeOnly, playerInGame, punch } from '../support/play-world';

describe.each(DATABASE_KINDS)('request log and /metrics (%s)', (kind) => {
  const lines: RequestLogLine[] = [];
  const api = apiBeforeAll(kind, { parts: { requestLog: (line) => lines.push(line) } });
  const editor = userBeforeAll(api, 'editor');

  it('counts punches by outcome and a resent punch as a replay', async () => {
    const { player, state, control } = await playerInGame(api, editor, [codeOnly(2, 2)]);
    const wrong = await punch(player, {
      controlId: control.id,
      gameStateId: state.id,
      controlSecretCode: 'NOT-IT',
    });
    expect(codeOf(wrong)).toBe('WRONG_CODE');
    const id = randomUUID();
    const right = { id, controlId: control.id, gameStateId: state.id };
    const first = await punch(player, { ...right, controlSecretCode: control.secretCode });
    expect(first.errors).toBeUndefined();
    const again = await punch(player, { ...right, controlSecretCode: control.secretCode });
    expect(again.data?.punchAtControl?.controlVisit.id).toBe(id);

    const response = await fetch(`${api.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/map_game_punches_total\{outcome="WRONG_CODE"\} 1\n/);
    expect(text).toMatch(/map_game_punches_total\{outcome="accepted"\} 2\n/);
    expect(text).toMatch(/map_game_sync_replays_total 1\n/);
    expect(text).toMatch(
      /map_game_http_requests_total\{route="\/auth",operation="InitiateAuth",status="200"\} \d+/,
    );
    if (kind === 'postgres') expect(text).toMatch(/map_game_db_pool_connections \d+/);
  });

  it('logs each request once, with the operation name and no secret', async () => {
    const answer = await editor.gql('query MyMaps { listOmaps(limit: 1) { items { id } } }');
    expect(answer.errors).toBeUndefined();
    const line = lines.find((candidate) => candidate.operation === 'MyMaps');
    expect(line).toMatchObject({ method: 'POST', route: '/graphql', status: 200 });
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(editor.accessToken);
    expect(all).not.toContain('NOT-IT');
    expect(all).not.toContain('Orienteering1');
  });
});
