/**
 * The set-up most API tests share, named once where a describe (or file) begins instead of a
 * `let` per value filled in its own `beforeAll`: the API on a database kind, started before the
 * describe's tests and closed after them, and the users signed in to it.
 *
 *   describe.each(DATABASE_KINDS)('levels (%s)', (kind) => {
 *     const api = apiBeforeAll(kind);
 *     const editor = userBeforeAll(api, 'editor');
 *
 * Each value stands for what its `beforeAll` made and is read when a test or a later hook uses
 * it; reading it sooner (in the describe's own body) throws.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  startApi,
  type ApiHarness,
  type ApiOptions,
  type ApiUser,
  type DatabaseKind,
  type Role,
} from './api-harness';
import { callAs, signInCast, type Caller, type Cast, type SignedInCallers } from './callers';
import type { GraphqlAnswer } from './api-harness';

/** A stand-in for the value `current` gives when it is used (a property read or set, a call). */
function late<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}

/**
 * What `make` answers, made in a `beforeAll` of the enclosing describe (or file), and given to
 * `dispose` (when given) in its `afterAll` if it was made.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  dispose?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (dispose) {
    afterAll(async () => {
      if (value !== undefined) await dispose(value);
    });
  }
  return late(() => {
    if (value === undefined) throw new Error('used before the beforeAll that makes it ran');
    return value;
  });
}

/**
 * The API on `kind` (its clock at `now` when given), started before the enclosing describe's
 * tests and closed after them.
 */
export function apiBeforeAll(
  kind: DatabaseKind,
  { now, ...options }: ApiOptions & { now?: number } = {},
): ApiHarness {
  return madeBeforeAll(
    async () => {
      const started = await startApi(kind, options);
      if (now !== undefined) started.setNow(now);
      return started;
    },
    (api) => api.close(),
  );
}

/** A fresh user of `role`, signed in to `api` before the enclosing describe's tests. */
export function userBeforeAll(api: ApiHarness, role: Role, nickname?: string): ApiUser {
  return madeBeforeAll(() => api.user(role, nickname));
}

/** The cast, the same accounts as the callers of the permission matrices, and a call as one. */
export interface CastBeforeAll extends Cast {
  callers: SignedInCallers;
  /** POST /graphql to `api` as `caller` (the anonymous one sends no token). */
  send: (
    caller: Caller,
    query: string,
    variables: Record<string, unknown>,
  ) => Promise<GraphqlAnswer>;
}

/**
 * The cast of tests/server/support/callers.ts signed in to `api` before the enclosing describe's
 * tests (at once), and the same accounts as the callers of the permission matrices.
 */
export function castBeforeAll(api: ApiHarness): CastBeforeAll {
  const cast = madeBeforeAll(() => signInCast(api));
  const member = (name: keyof Cast) => late(() => cast[name]);
  const [editor, otherEditor, player, admin] = [
    member('editor'),
    member('otherEditor'),
    member('player'),
    member('admin'),
  ];
  const callers: SignedInCallers = {
    player,
    'another editor': otherEditor,
    'the owner': editor,
    'an Admin': admin,
  };
  return {
    editor,
    otherEditor,
    player,
    admin,
    callers,
    send: (caller, query, variables) => callAs(api, callers, caller, query, variables),
  };
}
