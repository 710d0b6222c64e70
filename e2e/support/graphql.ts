/**
 * GraphQL calls from a signed-in page, with that user's own token (the ID token Amplify keeps in
 * localStorage), for setting up what a test is not about (a game, a level) and for checking what
 * the server stored.
 */
import type { APIRequestContext, Page } from '@playwright/test';

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string; reason?: string } }[];
}

/** Sends one operation as the page's signed-in user and returns the whole answer. */
export async function graphqlAs<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const token = await idTokenOf(page);
  return page.evaluate(
    async ({ query, variables, token }) => {
      const config = (await (await fetch('/config.json')).json()) as {
        API: { GraphQL: { endpoint: string } };
      };
      const response = await fetch(config.API.GraphQL.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<T>;
    },
    { query, variables, token },
  );
}

/** Like graphqlAs, but fails unless the answer has data and no errors. */
export async function graphqlData<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphqlAs<T>(page, query, variables);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

/** The signed-in user's ID token (for calls outside GraphQL, such as an upload). */
export async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    return key ? (localStorage.getItem(key) ?? '') : '';
  });
}

/**
 * Sends one operation with `token` from outside the browser (the test's own requests, which
 * setOffline does not cut), and fails unless the answer has data and no errors.
 */
export async function graphqlWithToken<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', authorization: token },
    data: { query, variables },
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}
