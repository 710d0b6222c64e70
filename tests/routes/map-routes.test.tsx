/**
 * The map screens read the map's base layers (/config.json) as soon as the router opens them,
 * while their code and the game on the phone load, rather than once the map is rendered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
// The route files are typed by the app's router (its route tree and registration).
import type {} from '../../src/main';

// jsdom draws no WebGL map; the screens themselves are not rendered here.
vi.mock('../../src/ui/map/map-canvas', () => ({ MapCanvas: () => null }));

const CONFIG = {
  Auth: { Cognito: { userPoolId: 'local_test', userPoolClientId: 'client' } },
  API: { GraphQL: { endpoint: '/graphql', defaultAuthMode: 'userPool' } },
  baseLayers: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['/game-map', () => import('../../src/routes/_authenticated/game-map')],
  ['/plain-map', () => import('../../src/routes/_authenticated/plain-map')],
])('%s', (_path, route) => {
  it("starts reading the map's base layers from its loader", async () => {
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        reads.push(url);
        return Promise.resolve(Response.json(CONFIG));
      }),
    );
    // Fresh modules: the read of /config.json is kept for the page, one test here.
    vi.resetModules();
    const { queryClient } = await import('../../src/app/query-client');
    const { runtimeConfigQuery } = await import('../../src/api/runtime-config');
    const { Route } = await route();
    const loader = Route.options.loader as () => unknown;
    loader();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(runtimeConfigQuery.queryKey)).toEqual(CONFIG),
    );
    expect(reads).toContain('/config.json');
  });
});
