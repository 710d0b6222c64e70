import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/server/api/**', 'tests/security/**'],
            environment: 'node',
            // Some of these open an embedded database (PGlite runs initdb: seconds on a busy
            // machine); the limits are there to stop a hung test, not to measure speed.
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // The game API over HTTP, on PGlite and on a real PostgreSQL started for the run.
            name: 'api',
            include: ['tests/server/api/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/server/support/postgres-global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // Attacks on the real server over HTTP (loopback only, bounded loops), on PGlite and
            // on the same real PostgreSQL as the API tests.
            name: 'security',
            include: ['tests/security/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/server/support/postgres-global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['tests/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/support/preact-effects.ts'],
            // Through Vite like the app's own modules, so that there is one copy of Preact (its
            // ES module) behind every `react` import, theirs and ours.
            server: {
              deps: {
                inline: [
                  /@testing-library[\\/]preact/,
                  /@tanstack[\\/]react-/,
                  /@lingui[\\/]react/,
                  /dexie-react-hooks/,
                  /react-map-gl/,
                ],
              },
            },
          },
        },
      ],
    },
  }),
);
