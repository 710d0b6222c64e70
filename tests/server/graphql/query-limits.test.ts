/**
 * The query limits let through every document the app sends: each one is parsed and validated
 * against the real schema with the same plugins as `/graphql`, then stopped before execution.
 */
import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { seasonWeekKeys, SEASON_WEEKS } from '../../../src/features/score/score-logic';
import { ownWeeklyPointsDocument } from '../../../src/api/identity-api';
import { buildApiSchema } from '../../../server/graphql/api-schema';
import { maskError } from '../../../server/graphql/mask-error';
import { QUERY_LIMITS, queryLimitPlugins } from '../../../server/graphql/query-limits';
import { apiResolvers } from '../../../server/graphql/resolvers/index';
import { appDocuments } from '../support/app-documents';

/** Answers `{ data: {} }` where execution would start: only parsing and validation run. */
const stopBeforeExecution: Plugin = {
  onExecute({ setResultAndStopExecution }) {
    setResultAndStopExecution({ data: {} });
  },
};

const yoga = createYoga({
  schema: buildApiSchema(apiResolvers),
  maskedErrors: { maskError },
  plugins: [...queryLimitPlugins(), stopBeforeExecution],
  logging: false,
});

async function check(query: string): Promise<{ status: number; errors?: unknown[] }> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...((await response.json()) as { errors?: unknown[] }) };
}

const { documents, skipped } = appDocuments();

describe('the query limits', () => {
  it('find the app documents (only the weekly scores, built at run time, are skipped)', () => {
    expect(documents.length).toBeGreaterThan(40);
    expect(skipped).toEqual([expect.stringMatching(/^src\/api\/identity-api\.ts:/u)]);
  });

  it.each(documents.map((document) => [document.where, document.text]))(
    'let %s through',
    async (_where, text) => {
      expect(await check(text)).toEqual({ status: 200, data: {} });
    },
  );

  it(`let the player's own weekly points (${SEASON_WEEKS} weeks in both states) through`, async () => {
    const own = ownWeeklyPointsDocument(seasonWeekKeys(new Date('2026-11-26T00:00:00Z')));
    expect(await check(String(own))).toEqual({ status: 200, data: {} });
  });

  it('refuse one alias over the limit with QUERY_TOO_COMPLEX', async () => {
    const fields = Array.from(
      { length: QUERY_LIMITS.aliases + 1 },
      (_, i) => `a${i}: listOmaps { nextToken }`,
    );
    const answer = await check(`{ ${fields.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases' } }),
    ]);
  });
});
