/**
 * The runtime client configuration served by the server at `/config.json`, so one build serves
 * every deployment: the Amplify configuration object (user pool and GraphQL endpoint) beside the
 * app's own keys such as the base layers of the maps.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';

const baseLayerSchema = v.object({
  id: v.picklist(['street', 'topo']),
  urlTemplate: v.string(),
  attribution: v.string(),
  maxZoom: v.number(),
  /** Whether offline packs may download this layer's tiles (its terms allow bulk download). */
  allowOffline: v.boolean(),
});

export const runtimeConfigSchema = v.object({
  Auth: v.object({
    Cognito: v.object({
      userPoolId: v.string(),
      userPoolClientId: v.string(),
      userPoolEndpoint: v.optional(v.string()),
      /** How users sign in; the app signs in with the e-mail as the user name. */
      loginWith: v.optional(
        v.object({
          email: v.optional(v.boolean()),
          username: v.optional(v.boolean()),
          phone: v.optional(v.boolean()),
        }),
      ),
    }),
  }),
  API: v.object({
    GraphQL: v.object({
      endpoint: v.string(),
      defaultAuthMode: v.string(),
    }),
  }),
  baseLayers: v.array(baseLayerSchema),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
export type BaseLayer = v.InferOutput<typeof baseLayerSchema>;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return v.parse(runtimeConfigSchema, await response.json());
}

let reading: Promise<RuntimeConfig> | undefined;

/**
 * The runtime configuration, read once per page and shared by all its readers: the maps' base
 * layers (`runtimeConfigQuery`), the GraphQL endpoint and the Amplify set-up. Each read had its
 * own copy, and the play map asked for `/config.json` three times as it opened. A failed read
 * (offline, say) is tried again on the next call.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  reading ??= fetchRuntimeConfig().catch((error: unknown) => {
    reading = undefined;
    throw error;
  });
  return reading;
}

export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: runtimeConfig,
  staleTime: Infinity,
});
