/**
 * The callers of the permission matrices in tests/server/api: nobody (no token), a player,
 * another editor, the owner of the thing written (an editor) and an Admin; what each may be
 * answered (and the tests of who sees a PRIVATE thing); the refusal's code, field and reason
 * read from an answer, and the data of an answer that must have no error.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApiHarness, ApiUser, GraphqlAnswer } from './api-harness';
import { idsOfEveryPage, resultOf, type IdPage } from './pages';

export type Caller = 'anonymous' | 'player' | 'another editor' | 'the owner' | 'an Admin';
export type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
export type SignedInCallers = Record<Exclude<Caller, 'anonymous'>, ApiUser>;

/** Anyone with the Editor role (or Admin) makes things of their own; a player may not. */
export const CREATE_MATRIX: [Caller, Outcome][] = [
  ['anonymous', 'UNAUTHENTICATED'],
  ['player', 'FORBIDDEN'],
  ['another editor', 'ok'],
  ['the owner', 'ok'],
  ['an Admin', 'ok'],
];

/** Only the owner of a thing, or an Admin, changes or deletes it. */
export const CHANGE_MATRIX: [Caller, Outcome][] = [
  ['anonymous', 'UNAUTHENTICATED'],
  ['player', 'FORBIDDEN'],
  ['another editor', 'FORBIDDEN'],
  ['the owner', 'ok'],
  ['an Admin', 'ok'],
];

/** Who sees a PRIVATE thing (a map, a game): its owner and an Admin, nobody else. */
const PRIVATE_MATRIX: [Exclude<Caller, 'anonymous'>, boolean][] = [
  ['the owner', true],
  ['an Admin', true],
  ['player', false],
  ['another editor', false],
];

/** The accounts most API tests sign in: two editors (the first owns), a player and an Admin. */
export interface Cast {
  editor: ApiUser;
  otherEditor: ApiUser;
  player: ApiUser;
  admin: ApiUser;
}

/** A fresh signed-in account for each member of the cast. */
export async function signInCast(api: ApiHarness): Promise<Cast> {
  const [editor, otherEditor, player, admin] = await Promise.all([
    api.user('editor'),
    api.user('editor'),
    api.user('player'),
    api.user('admin'),
  ]);
  return { editor, otherEditor, player, admin };
}

/** POST /graphql as `caller` (the anonymous one sends no token). */
export function callAs(
  api: ApiHarness,
  callers: SignedInCallers,
  caller: Caller,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer> {
  return caller === 'anonymous' ? api.gql(query, variables) : callers[caller].gql(query, variables);
}

/** `ok` is an answer without errors; a refusal carries its code, with 401 for UNAUTHENTICATED. */
export function expectOutcome(answer: GraphqlAnswer, outcome: Outcome): void {
  if (outcome === 'ok') {
    expect(answer.errors).toBeUndefined();
    return;
  }
  expect(answer.errors?.[0]?.extensions?.code).toBe(outcome);
  expect(answer.status).toBe(outcome === 'UNAUTHENTICATED' ? 401 : 200);
}

/** The answer's data, failing the test when the answer has any error. */
export function dataOf<T>(answer: GraphqlAnswer<T>): T {
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The refusal's code, field and reason (its range, when it names one, is range-refusals.test.ts's). */
export function errorOf(answer: GraphqlAnswer) {
  const { code, field, reason } = (answer.errors?.[0]?.extensions ?? {}) as {
    code?: string;
    field?: string;
    reason?: string;
  };
  return { code, field, reason };
}

export type Refusal = ReturnType<typeof errorOf>;

/**
 * Each update of `row` (its changes, the refusal it gets) is refused, and `row` reads back as it
 * was: a refused update changes nothing. `documents` are the resource's update mutation (taking
 * `$input`) and its get query (taking `$id`).
 */
export async function expectUpdatesRefusedAndRowKept(
  by: ApiUser,
  documents: { update: string; get: string },
  row: { id: string },
  updates: [changes: Record<string, unknown>, refusal: Refusal][],
): Promise<void> {
  for (const [changes, refusal] of updates) {
    const answer = await by.gql(documents.update, { input: { id: row.id, ...changes } });
    expect(errorOf(answer)).toEqual(refusal);
  }
  const read = await by.gql(documents.get, { id: row.id });
  expect(Object.values(read.data ?? {})).toEqual([row]);
}

/**
 * The tests of a PRIVATE thing (a map, a game), which `create` makes as the owner before them:
 * only the owner and an Admin find it by id (`get`, taking `$id`), in every page of the list
 * (`list`) and in the PRIVATE search (`search` with `searchVariables`); another editor who
 * tries to change it (`update`, taking `$input`) is told NOT_FOUND.
 */
export function itIsSeenByOwnerAndAdminAlone(
  cast: { callers: SignedInCallers; otherEditor: ApiUser },
  documents: { get: string; list: string; search: string; update: string },
  searchVariables: Record<string, unknown>,
  create: () => Promise<{ id: string }>,
): void {
  let secret: { id: string };
  beforeAll(async () => {
    secret = await create();
  });

  it.each(PRIVATE_MATRIX)('are seen by %s: %s', async (who, sees) => {
    const user = cast.callers[who];
    const read = await user.gql<Record<string, { id: string } | null>>(documents.get, {
      id: secret.id,
    });
    expect(resultOf(read)?.id ?? null).toBe(sees ? secret.id : null);
    expect((await idsOfEveryPage(user, documents.list)).includes(secret.id)).toBe(sees);
    const searched = await user.gql<Record<string, IdPage>>(documents.search, searchVariables);
    expect(resultOf(searched)!.items.some((item) => item.id === secret.id)).toBe(sees);
  });

  it('is NOT_FOUND to another editor who tries to change it', async () => {
    const answer = await cast.otherEditor.gql(documents.update, {
      input: { id: secret.id, name: 'X' },
    });
    expect(errorOf(answer).code).toBe('NOT_FOUND');
  });
}
