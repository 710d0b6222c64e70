/**
 * Bad text (issue 13, item 3): a NUL or an unpaired surrogate in any string argument of any
 * mutation is BAD_INPUT naming the field, never a 5xx (Amplify retries those); in `/auth` it is
 * Cognito's InvalidParameterException (HTTP 400); and a failed SQL statement is logged without its
 * parameters. Real server over HTTP on loopback, PGlite and PostgreSQL. The mutations and their
 * string arguments come from the running server's own schema, by introspection.
 */
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { maskError } from '../../server/graphql/mask-error';
import { EMBEDDED_CLIENT_ID } from '../../server/http/client-config';
import { DATABASE_KINDS } from '../server/support/api-harness';
import { apiBeforeAll, madeBeforeAll, userBeforeAll } from '../server/support/before-all';
import { callPoolAsSent } from './support/user-pool-call';

/** The bad values: a NUL inside a word, and a high surrogate with no low one after it. */
const BAD_TEXTS = { NUL: 'a\u0000b', 'unpaired surrogate': 'a\uD800b' } as const;

/** Scalars that are not text. */
const NON_TEXT_SCALARS = new Set(['Int', 'Float', 'Boolean']);

/** An introspection type reference, read loosely. */
interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

/** `[Foo!]!` as SDL, from an introspection type reference. */
function typeName(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeName(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeName(ref.ofType!)}]`;
  return ref.name!;
}

/** The named type under the NON_NULL and LIST wrappers, and whether a list was among them. */
function unwrap(ref: TypeRef): { name: string; kind: string; list: boolean } {
  let current = ref;
  let list = false;
  while (current.ofType) {
    if (current.kind === 'LIST') list = true;
    current = current.ofType;
  }
  return { name: current.name!, kind: current.kind, list };
}

/** One string-typed place in a mutation's arguments: its path and how to fill it. */
interface TextPlace {
  mutation: string;
  /** `input.name`, `teamName`, `input.someList.0`. */
  field: string;
  /** The variable's value with `bad` placed at the path. */
  value: (bad: string) => unknown;
  argument: string;
}

interface Mutation {
  name: string;
  args: { name: string; type: string }[];
  returnsObject: boolean;
}

function textPlaces(schema: IntrospectionQuery['__schema']): {
  mutations: Map<string, Mutation>;
  places: TextPlace[];
} {
  const types = new Map(schema.types.map((type) => [type.name, type]));
  const mutationType = types.get(schema.mutationType!.name);
  if (mutationType?.kind !== 'OBJECT') throw new Error('no mutation type');
  const mutations = new Map<string, Mutation>();
  const places: TextPlace[] = [];
  for (const field of mutationType.fields) {
    const returned = unwrap(field.type);
    mutations.set(field.name, {
      name: field.name,
      args: field.args.map((arg) => ({
        name: arg.name,
        type: typeName(arg.type as unknown as TypeRef),
      })),
      returnsObject: returned.kind === 'OBJECT',
    });
    // Walk each argument's input type; `seen` stops a recursive input type.
    const walk = (
      ref: TypeRef,
      path: (string | number)[],
      wrap: (inner: unknown) => unknown,
      argument: string,
      seen: Set<string>,
    ): void => {
      const { name, kind, list } = unwrap(ref);
      const place = list ? (inner: unknown) => wrap([inner]) : wrap;
      const placePath = list ? [...path, 0] : path;
      if (kind === 'SCALAR' && !NON_TEXT_SCALARS.has(name)) {
        places.push({ mutation: field.name, field: placePath.join('.'), value: place, argument });
      } else if (kind === 'INPUT_OBJECT' && !seen.has(name)) {
        const inputType = types.get(name);
        if (inputType?.kind !== 'INPUT_OBJECT') return;
        for (const inputField of inputType.inputFields) {
          walk(
            inputField.type,
            [...placePath, inputField.name],
            (inner) => place({ [inputField.name]: inner }),
            argument,
            new Set([...seen, name]),
          );
        }
      }
    };
    for (const arg of field.args) {
      walk(arg.type, [arg.name], (inner) => inner, arg.name, new Set());
    }
  }
  return { mutations, places };
}

/** The mutation with every argument as a variable of its declared type. */
function mutationDocument(mutation: Mutation): string {
  const variables = mutation.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const args = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = mutation.returnsObject ? ' { __typename }' : '';
  return `mutation Bad${variables ? `(${variables})` : ''} { ${mutation.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Every string in `body` by path, with a copy of `body` where that one string is `bad`. */
function stringFields(body: unknown, bad: string): { field: string; body: unknown }[] {
  const found: { field: string; body: unknown }[] = [];
  const walk = (value: unknown, replace: (inner: unknown) => unknown, path: string[]): void => {
    if (typeof value === 'string') found.push({ field: path.join('.'), body: replace(bad) });
    else if (Array.isArray(value)) {
      const items = value as unknown[];
      items.forEach((item, index) =>
        walk(item, (inner) => replace(items.map((v, i) => (i === index ? inner : v))), [
          ...path,
          String(index),
        ]),
      );
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        walk(item, (inner) => replace({ ...value, [key]: inner }), [...path, key]);
      }
    }
  };
  walk(body, (inner) => inner, []);
  return found;
}

describe.each(DATABASE_KINDS)('bad text (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  const schema = madeBeforeAll(async () => {
    const introspection = await editor.gql<IntrospectionQuery>(getIntrospectionQuery());
    expect(introspection.errors).toBeUndefined();
    return introspection.data!.__schema;
  });

  it('finds the string arguments of every mutation by introspection', () => {
    const { mutations, places } = textPlaces(schema);
    expect(mutations.size).toBeGreaterThan(20);
    expect(places.map((place) => `${place.mutation} ${place.field}`)).toEqual(
      expect.arrayContaining([
        'punchAtControl controlSecretCode',
        'createNewTeam teamName',
        'createOmap input.name',
        'updateOmap input.attribution',
      ]),
    );
  });

  for (const [label, bad] of Object.entries(BAD_TEXTS)) {
    it(`refuses a ${label} in every string argument of every mutation with BAD_INPUT and the field`, async () => {
      const { mutations, places } = textPlaces(schema);
      const failures: string[] = [];
      for (const place of places) {
        const mutation = mutations.get(place.mutation)!;
        const answer = await editor.gql(mutationDocument(mutation), {
          [place.argument]: place.value(bad),
        });
        const error = answer.errors?.[0]?.extensions;
        if (answer.status >= 500 || error?.code !== 'BAD_INPUT' || error.field !== place.field) {
          failures.push(
            `${place.mutation} ${place.field}: ${answer.status} ${JSON.stringify(error)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses a NUL written into the document itself (an escaped string literal)', async () => {
    const answer = await editor.gql(
      'mutation { createNewTeam(teamName: "a\\u0000b") { nextToken } }',
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'teamName' });
  });

  it('refuses an escaped lone surrogate in a literal as BAD_INPUT (GraphQL cannot read it)', async () => {
    const answer = await editor.gql(
      'mutation { createNewTeam(teamName: "a\\uD800b") { nextToken } }',
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('answers a body that is not UTF-8 without a 5xx', async () => {
    const body = Buffer.concat([
      Buffer.from('{"query":"mutation { createNewTeam(teamName: \\"a'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('\\") { nextToken } }"}'),
    ]);
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: editor.accessToken },
      body: new Uint8Array(body),
    });
    expect(response.status).toBeLessThan(500);
    const auth = await fetch(`${api.url}/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      body: new Uint8Array(
        Buffer.concat([Buffer.from('{"Username":"a'), Buffer.from([0xff]), Buffer.from('"}')]),
      ),
    });
    expect(auth.status).toBe(400);
  });

  it('refuses bad text in a query argument too (a page token)', async () => {
    const answer = await editor.gql(
      'query ($token: String) { listOmaps(nextToken: $token) { nextToken } }',
      { token: BAD_TEXTS.NUL },
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'nextToken' });
  });

  const AUTH_BODIES: Record<string, unknown> = {
    SignUp: {
      ClientId: EMBEDDED_CLIENT_ID,
      Username: 'new@example.com',
      Password: 'Orienteering1',
      UserAttributes: [{ Name: 'email', Value: 'new@example.com' }],
    },
    ConfirmSignUp: {
      ClientId: EMBEDDED_CLIENT_ID,
      Username: 'new@example.com',
      ConfirmationCode: '123456',
    },
    ResendConfirmationCode: { ClientId: EMBEDDED_CLIENT_ID, Username: 'new@example.com' },
    InitiateAuth: {
      ClientId: EMBEDDED_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'new@example.com', PASSWORD: 'Orienteering1' },
    },
    GetTokensFromRefreshToken: { ClientId: EMBEDDED_CLIENT_ID, RefreshToken: 'r.e.f' },
    RevokeToken: { ClientId: EMBEDDED_CLIENT_ID, Token: 'r.e.f' },
    GetUser: { AccessToken: 'a.c.c' },
    GlobalSignOut: { AccessToken: 'a.c.c' },
    UpdateUserAttributes: {
      AccessToken: 'a.c.c',
      UserAttributes: [{ Name: 'name', Value: 'Kari' }],
    },
    ForgotPassword: { ClientId: EMBEDDED_CLIENT_ID, Username: 'new@example.com' },
    ConfirmForgotPassword: {
      ClientId: EMBEDDED_CLIENT_ID,
      Username: 'new@example.com',
      ConfirmationCode: '123456',
      Password: 'Orienteering1',
    },
    ChangePassword: {
      AccessToken: 'a.c.c',
      PreviousPassword: 'Orienteering1',
      ProposedPassword: 'Orienteering2',
    },
  };

  for (const [label, bad] of Object.entries(BAD_TEXTS)) {
    it(`answers a ${label} in each /auth action's string fields with 400 InvalidParameterException`, async () => {
      const failures: string[] = [];
      for (const [action, body] of Object.entries(AUTH_BODIES)) {
        for (const field of stringFields(body, bad)) {
          const answer = await callPoolAsSent(api.url, action, field.body);
          const { message } = answer.body;
          if (
            answer.status !== 400 ||
            answer.type !== 'InvalidParameterException' ||
            typeof message !== 'string' ||
            !message.includes(field.field)
          ) {
            failures.push(`${action} ${field.field}: ${answer.status} ${String(answer.type)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses bad text in an /auth field the action does not read, and in a key', async () => {
    const unread = await callPoolAsSent(api.url, 'ForgotPassword', {
      ...AUTH_BODIES.ForgotPassword!,
      ClientMetadata: { note: BAD_TEXTS.NUL },
    });
    expect(unread).toMatchObject({ status: 400, type: 'InvalidParameterException' });
    const key = await callPoolAsSent(api.url, 'InitiateAuth', {
      ClientId: EMBEDDED_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'new@example.com', PASSWORD: 'x', [BAD_TEXTS.NUL]: 'y' },
    });
    expect(key).toMatchObject({ status: 400, type: 'InvalidParameterException' });
  });

  it('logs a failed statement by its shape and code, never its parameters', async () => {
    const secret = 'Secret-Password-Hash-4711';
    let failure: unknown;
    try {
      await api.database.db.execute(sql`select ${secret}::integer as n`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret); // drizzle's own message has it
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    try {
      const masked = maskError(failure);
      expect((masked as { extensions?: { code?: string } }).extensions?.code).toBe('INTERNAL');
    } finally {
      spy.mockRestore();
    }
    const line = logged
      .map((args) =>
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      )
      .join('\n');
    expect(line).toContain('select $1::integer');
    expect(line).toContain('22P02'); // invalid_text_representation
    expect(line).not.toContain(secret);
  });
});
