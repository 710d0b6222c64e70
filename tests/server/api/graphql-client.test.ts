/**
 * The client's one GraphQL wire (src/api/graphql-client.ts) against the real server: the status,
 * headers and body of an answer, a refusal read by the one reader of error codes, the field a
 * BAD_INPUT names, and a request without a token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorCode,
  apiFieldErrors,
  createGraphqlRequest,
  errorCodeOf,
  GraphqlRequestError,
  postGraphql,
  type GraphqlWire,
} from '../../../src/api/graphql-client';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';

const LIST_OMAPS = '{ listOmaps { items { id } } }';
const CREATE_CONTROL = `mutation ($input: CreateControlInput!) {
  createControl(input: $input) { id visualCode } }`;

describe.each(DATABASE_KINDS)('the client GraphQL wire (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  let wire: GraphqlWire;

  beforeAll(() => {
    wire = { endpoint: `${api.url}/graphql` };
  });

  it('answers status, headers and the data of an operation', async () => {
    const answer = await postGraphql<{ listOmaps: { items: unknown[] } }>(
      { document: LIST_OMAPS, token: editor.idToken },
      wire,
    );
    expect(answer.status).toBe(200);
    expect(Number.isNaN(Date.parse(answer.headers.get('date') ?? ''))).toBe(false);
    expect(answer.body?.errors).toBeUndefined();
    expect(Array.isArray(answer.body?.data?.listOmaps.items)).toBe(true);
  });

  it('answers a request without a token with 401 and UNAUTHENTICATED', async () => {
    const answer = await postGraphql({ document: LIST_OMAPS }, wire);
    expect(answer.status).toBe(401);
    expect(errorCodeOf(answer.body?.errors)).toBe('UNAUTHENTICATED');
  });

  it('sends variables and answers the data through a request function', async () => {
    const request = createGraphqlRequest(() => Promise.resolve(editor.accessToken), wire);
    const data = await request<{ createControl: { id: string; visualCode: string } }>(
      CREATE_CONTROL,
      { input: { visualCode: '52', lat: 58.461, lng: 8.772, secretCode: 'FOX' } },
    );
    expect(data.createControl.visualCode).toBe('52');
  });

  it('throws a refusal whose code and field the readers find', async () => {
    const request = createGraphqlRequest(() => Promise.resolve(editor.accessToken), wire);
    const refusal: unknown = await request(CREATE_CONTROL, {
      input: { visualCode: '52', lat: 90.000001, lng: 8.772, secretCode: 'FOX' },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GraphqlRequestError);
    expect(apiErrorCode(refusal)).toBe('BAD_INPUT');
    expect(apiFieldErrors(refusal)).toEqual({ 'input.lat': 'OUT_OF_RANGE' });
  });

  it('throws an HTTP refusal with its code (an expired session)', async () => {
    const request = createGraphqlRequest(() => Promise.resolve('not-a-token'), wire);
    const refusal: unknown = await request(LIST_OMAPS).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GraphqlRequestError);
    expect((refusal as GraphqlRequestError).response.status).toBe(401);
    expect(apiErrorCode(refusal)).toBe('UNAUTHENTICATED');
  });
});
