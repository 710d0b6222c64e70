/**
 * Query cost (issue 13, item 2): a request that would make the server walk a huge tree (a fragment
 * bomb, an alias flood) is refused with QUERY_TOO_COMPLEX in milliseconds, before any resolver
 * runs, and `/healthz` keeps answering while eight floods run at once. Real server over HTTP on
 * loopback, PGlite and PostgreSQL.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type GraphqlAnswer } from '../server/support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../server/support/before-all';

/** `query{...F0} fragment F0 on Query{...F1 ...F1} ... fragment F25 on Query{__typename}` (< 1 KB). */
function fragmentBomb(levels = 25): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`,
  );
  return `query{...F0} ${fragments.join(' ')} fragment F${levels} on Query{__typename}`;
}

/** One thousand aliases of the map list. */
function aliasFlood(count = 1_000): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: listOmaps(limit: 100) { items { id name } nextToken }`,
  );
  return `query {\n${fields.join('\n')}\n}`;
}

/**
 * A worker (plain JavaScript) that keeps `parallel` clients posting the documents in turn, each
 * at most `maxEach` times, until told to stop; it answers how many it sent and the codes seen.
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, documents, parallel, maxEach } = workerData;
let running = true;
parentPort.on('message', () => { running = false; });
const bodies = documents.map((query) => JSON.stringify({ query }));
const codes = new Set();
let sent = 0;
async function flood(index) {
  for (let i = 0; running && i < maxEach; i += 1) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: bodies[(index + i) % bodies.length],
    });
    const answer = await response.json();
    codes.add(answer.errors?.[0]?.extensions?.code ?? 'status ' + response.status);
    sent += 1;
    // As many answers back as floods run: the server is busy with them.
    if (sent === parallel) parentPort.postMessage({ started: true });
  }
}
Promise.all(Array.from({ length: parallel }, (_, i) => flood(i))).then(() =>
  parentPort.postMessage({ sent, codes: [...codes] }),
);
`;

function expectTooComplex(answer: GraphqlAnswer): void {
  expect(answer.status).toBeLessThan(500);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
}

describe.each(DATABASE_KINDS)('query cost (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const player = userBeforeAll(api, 'player');
  const editor = userBeforeAll(api, 'editor');

  it('refuses the fragment bomb (under 1 KB) with QUERY_TOO_COMPLEX, every time', async () => {
    const bomb = fragmentBomb();
    expect(bomb.length).toBeLessThan(1024);
    for (let i = 0; i < 5; i += 1) expectTooComplex(await player.gql(bomb));
  });

  it('refuses 1,000 aliases of a list query with QUERY_TOO_COMPLEX, every time', async () => {
    const flood = aliasFlood();
    for (let i = 0; i < 5; i += 1) expectTooComplex(await player.gql(flood));
  });

  it('refuses over-limit aliases even when the document is small in tokens', async () => {
    const answer = await player.gql(
      aliasFlood(40).replaceAll(' { items { id name } nextToken }', ' { nextToken }'),
    );
    expectTooComplex(answer);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ limit: 'aliases' });
  });

  it('refuses before any resolver runs: none of 40 aliased map creations is written', async () => {
    const fields = Array.from(
      { length: 40 },
      (_, i) =>
        `m${i}: createOmap(input: { name: "flood-${i}", sourceType: "image", bottomLeftLat: 58, bottomLeftLng: 8, topRightLat: 59, topRightLng: 9, minZoom: 10, maxZoom: 16 }) { id }`,
    );
    expectTooComplex(await editor.gql(`mutation {\n${fields.join('\n')}\n}`));
    const list = await editor.gql<{ listOmaps: { items: { name: string }[] } }>(
      'query { listOmaps(limit: 100) { items { name } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.listOmaps.items.filter((map) => map.name.startsWith('flood-'))).toEqual([]);
  });

  it('keeps answering /healthz while eight floods run in parallel', async () => {
    // The floods are sent from a worker thread, so that this thread's checks interleave with them.
    // How fast the checks are answered is a figure for the bench, not a test on a shared machine.
    const worker = new Worker(FLOOD_WORKER, {
      eval: true,
      workerData: {
        url: `${api.url}/graphql`,
        token: player.accessToken,
        documents: [fragmentBomb(), aliasFlood()],
        parallel: 8,
        maxEach: 200,
      },
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const done = new Promise<{ sent: number; codes: string[] }>((resolve, reject) => {
      worker.on('message', (message: { started?: true; sent: number; codes: string[] }) => {
        if (message.started) started();
        else resolve(message);
      });
      worker.once('error', reject);
    });
    await Promise.race([running, done]); // the floods are under way
    // At least 20 checks over at least two seconds, so the floods have run several rounds
    // meanwhile whatever the machine's load (a fast machine answers 20 checks in a few ms).
    const health: number[] = [];
    const until = Date.now() + 2_000;
    while (health.length < 20 || Date.now() < until) {
      health.push((await fetch(`${api.url}/healthz`)).status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    worker.postMessage('stop');
    const { sent, codes } = await done;
    await worker.terminate();
    expect(sent).toBeGreaterThan(8);
    expect(new Set(codes)).toEqual(new Set(['QUERY_TOO_COMPLEX']));
    expect(new Set(health)).toEqual(new Set([200]));
  });
});
