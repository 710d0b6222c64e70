/**
 * The sync engine's default transport: how each kind of HTTP answer is sorted (accepted, refused
 * by a rule, retry later, sign-in needed), what a punch sends, and the back-off schedule.
 */
import { describe, expect, it } from 'vitest';
import type { PunchEntry, StartEntry } from '../../src/offline/db';
import { createFetchSend, punchVariables } from '../../src/offline/sync-send';
import { backoffDelayMs, BACKOFF_CAP_MS, parseRetryAfter } from '../../src/offline/sync-schedule';
import { measureClockOffset, parseHttpDate } from '../../src/offline/clock-offset';

const STATE = {
  id: 's1',
  gameId: 'g1',
  gameDefinitionId: 'd1',
  owner: 'u1',
  progress: 'ONGOING',
  gameLevel: { id: 'L1', minNumberControls: 1, order: 1 },
  createdAt: '2026-11-18T10:00:00.000Z',
};

/** What the start and the punch entries sent here have in common: u1's game g1, state s1. */
const ENTRY = {
  owner: 'u1',
  madeAt: Date.parse('2026-11-18T11:00:00.000Z'),
  status: 'queued',
  attempts: 0,
  gameId: 'g1',
  gameDefinitionId: 'd1',
  gameStateId: 's1',
  v: 1,
} as const;

const PUNCH: PunchEntry = {
  ...ENTRY,
  kind: 'punch',
  id: 'p1',
  seq: 2,
  gameLevelId: 'L1',
  controlId: 'c1',
  method: 'GPS',
  fix: { lat: 58.46, lng: 8.77, accuracyMeters: 7, fixAt: 0 },
  nextGameStateId: 'n1',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function sendAnswering(response: () => Response | Promise<Response>) {
  const requests: { headers: Headers; body: unknown }[] = [];
  const send = createFetchSend({
    endpoint: 'http://server.test/graphql',
    fetch: async (_url, init) => {
      requests.push({
        headers: new Headers(init?.headers),
        body: JSON.parse(init?.body as string) as unknown,
      });
      return response();
    },
  });
  return { send, requests };
}

const session = { sub: 'u1', token: 'the-token' };

describe('sorting the answers', () => {
  it.each([
    [
      'data',
      () => json({ data: { punchAtControl: { controlVisit: { id: 'p1' }, gameStates: [STATE] } } }),
      { kind: 'accepted', states: [STATE] },
    ],
    [
      'a rule refusal',
      () => json({ data: null, errors: [{ extensions: { code: 'WRONG_CODE' } }] }),
      { kind: 'refused', code: 'WRONG_CODE' },
    ],
    [
      'a refusal that names a wait',
      () =>
        json({
          data: null,
          errors: [{ extensions: { code: 'TOO_MANY_CODE_TRIES', retryAfterSeconds: 720 } }],
        }),
      { kind: 'refused', code: 'TOO_MANY_CODE_TRIES', retryAfterSeconds: 720 },
    ],
    [
      'UNAUTHENTICATED in a 200',
      () => json({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] }),
      { kind: 'sign-in-needed' },
    ],
    ['a 401', () => json({ errors: [{ message: 'x' }] }, 401), { kind: 'sign-in-needed' }],
    ['a 500', () => new Response('boom', { status: 500 }), { kind: 'retry', why: 'http-500' }],
    [
      'a 503 with JSON',
      () => json({ errors: [{ extensions: { code: 'WRONG_CODE' } }] }, 503),
      { kind: 'retry', why: 'http-503' },
    ],
    [
      'a 429 with Retry-After',
      () => json({}, 429, { 'retry-after': '30' }),
      { kind: 'retry', why: 'http-429', retryAfterMs: 30_000 },
    ],
    [
      'a 200 that is not JSON',
      () => new Response('<html>portal</html>', { status: 200 }),
      { kind: 'retry', why: 'not-graphql-200' },
    ],
    [
      'a 200 that is JSON but not GraphQL',
      () => json({ ok: true }),
      { kind: 'retry', why: 'not-graphql-200' },
    ],
    [
      'INTERNAL',
      () => json({ errors: [{ extensions: { code: 'INTERNAL' } }] }),
      { kind: 'retry', why: 'INTERNAL' },
    ],
    [
      'an error without a catalogue code',
      () => json({ errors: [{ message: 'Unknown argument' }] }, 400),
      { kind: 'retry', why: 'graphql-error-400' },
    ],
    [
      'data without the answer',
      () => json({ data: { punchAtControl: null } }),
      { kind: 'retry', why: 'no-answer-200' },
    ],
  ])('sorts %s', async (_what, response, expected) => {
    const { send } = sendAnswering(response);
    expect(await send(PUNCH, session, { clockOffsetMs: 0 })).toEqual(expected);
  });

  it('sorts a network failure and a timeout as retry later', async () => {
    const failing = createFetchSend({
      endpoint: 'http://server.test/graphql',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await failing(PUNCH, session, { clockOffsetMs: 0 })).toEqual({
      kind: 'retry',
      why: 'network-error',
    });
    const slow = createFetchSend({
      endpoint: 'http://server.test/graphql',
      timeoutMs: 10,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    });
    expect(await slow(PUNCH, session, { clockOffsetMs: 0 })).toEqual({
      kind: 'retry',
      why: 'timeout',
    });
  });

  it('reads the server clock from the Date header', async () => {
    const { send } = sendAnswering(() =>
      json({ errors: [{ extensions: { code: 'TOO_FAR' } }] }, 200, {
        date: 'Wed, 18 Nov 2026 10:00:00 GMT',
      }),
    );
    expect(await send(PUNCH, session, { clockOffsetMs: 0 })).toEqual({
      kind: 'refused',
      code: 'TOO_FAR',
      serverTime: Date.parse('2026-11-18T10:00:00Z'),
    });
  });

  it('sends the token bare and the punch with its fix, ids and time on the server clock', async () => {
    const { send, requests } = sendAnswering(() => json({ data: { punchAtControl: null } }));
    await send(PUNCH, session, { clockOffsetMs: -3_600_000 });
    expect(requests[0]?.headers.get('authorization')).toBe('the-token');
    expect((requests[0]?.body as { variables: unknown }).variables).toEqual({
      id: 'p1',
      controlId: 'c1',
      gameStateId: 's1',
      controlSecretCode: null,
      lat: 58.46,
      lng: 8.77,
      accuracy: 7,
      punchedAt: '2026-11-18T10:00:00.000Z',
      nextGameStateId: 'n1',
    });
  });

  it('sends a start with its ids and the device start time on the server clock', async () => {
    const { send, requests } = sendAnswering(() => json({ data: { startNewGame: [STATE] } }));
    const start: StartEntry = { ...ENTRY, kind: 'start', id: 'g1', seq: 1 };
    expect(await send(start, session, { clockOffsetMs: -3_600_000 })).toEqual({
      kind: 'accepted',
      states: [STATE],
    });
    expect((requests[0]?.body as { variables: unknown }).variables).toEqual({
      gameId: 'g1',
      gameDefinitionId: 'd1',
      gameStateId: 's1',
      startedAt: '2026-11-18T10:00:00.000Z',
    });
  });

  it('takes an ALREADY_PUNCHED for its own stored id as the replay it is, and no other', async () => {
    for (const [stored, expected] of [
      [['other', 'p1'], { kind: 'accepted', states: [STATE] }],
      [['other'], { kind: 'refused', code: 'ALREADY_PUNCHED' }],
    ] as const) {
      const answers = [
        json({ errors: [{ extensions: { code: 'ALREADY_PUNCHED' } }] }),
        json({
          data: { controlVisitsByOwnerByGameStateId: { items: stored.map((id) => ({ id })) } },
        }),
        json({ data: { gameStatesByOwnerByGameId: { items: [STATE] } } }),
      ];
      const { send } = sendAnswering(() => answers.shift()!);
      expect(await send(PUNCH, session, { clockOffsetMs: 0 })).toEqual(expected);
    }
  });

  it('sends a position with a code punch only beside a code', () => {
    const code = { ...PUNCH, method: 'CODE' as const, code: 'AB12' };
    expect(punchVariables(code, 0)).toMatchObject({ controlSecretCode: 'AB12', lat: 58.46 });
    expect(punchVariables({ ...code, code: '  ' }, 0)).toMatchObject({ lat: null, lng: null });
  });
});

describe('the schedule and the clock', () => {
  it.each([
    // failures, random, Retry-After ms, delay ms
    [1, 0, undefined, 1_000],
    [1, 0.999_999, undefined, 2_000],
    [2, 0, undefined, 2_000],
    [8, 1, undefined, 256_000],
    [9, 1, undefined, BACKOFF_CAP_MS],
    [50, 1, undefined, BACKOFF_CAP_MS],
    [1, 0, 30_000, 30_000],
    [1, 0, 10 * 3_600_000, 30 * 60_000],
  ])(
    'waits after %s failures (random %s, Retry-After %s): %s ms',
    (failures, random, retryAfterMs, delay) => {
      expect(backoffDelayMs({ failures, random, ...(retryAfterMs ? { retryAfterMs } : {}) })).toBe(
        delay,
      );
    },
  );

  it.each([
    ['120', 120_000],
    ['Wed, 18 Nov 2026 10:01:00 GMT', 60_000],
    ['soon', undefined],
    [null, undefined],
  ])('reads Retry-After %s as %s ms', (header, ms) => {
    expect(parseRetryAfter(header, Date.parse('2026-11-18T10:00:00Z'))).toBe(ms);
  });

  it('measures the offset against the middle of the round trip', () => {
    const serverTime = parseHttpDate('Wed, 18 Nov 2026 10:00:00 GMT')!;
    const device = serverTime + 3_600_000;
    expect(measureClockOffset({ serverTime, sentAt: device - 200, receivedAt: device + 200 })).toBe(
      -3_600_000 + 500,
    );
    expect(parseHttpDate('not a date')).toBeUndefined();
  });
});
