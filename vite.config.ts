import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreensCatalog } from './scripts/first-screens-catalog.ts';
import { webManifest } from './src/app/web-manifest.ts';

/**
 * The service worker is written by vite-plugin-pwa's own build after the bundle closes, too late
 * for the compression plugin: its brotli and gzip copies are made here, once it exists.
 */
function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const file = path.join(outDir, 'sw.js');
        const source = await fs.readFile(file).catch(() => undefined);
        if (!source) return;
        await fs.writeFile(
          `${file}.br`,
          brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await fs.writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader in a chunk of its own, apart from its screen (the router's default keeps
      // it in the route tree's chunk): the loaders start a screen's queries while its code loads
      // and do not wait for them (app/query-prefetch.ts), and the query layer stays out of the
      // first load.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // The first visit loads only the messages of the screens a visitor can open (see src/app/i18n.ts).
    firstScreensCatalog({
      include: [
        'src/app/',
        'src/ui/',
        'src/api/',
        'src/routes/',
        'src/features/info/',
        'src/features/auth/',
      ],
      // Parts of the shared UI that only the play and map screens show; the error catalogue's
      // words, which a first screen shows only after a refusal, come in their own part below.
      exclude: [
        'src/ui/map/',
        'src/ui/position/',
        'src/ui/celebration-dialog.tsx',
        'src/ui/error-messages.ts',
      ],
    }),
    // The error catalogue's words: loaded just after the first paint (src/app/error-words.ts).
    firstScreensCatalog({ query: '?error-words', include: ['src/ui/error-messages.ts'] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      injectManifest: {
        // `wasm`: the QR reader's polyfill (src/features/play/scan-reader.ts), so a post scans
        // offline on a phone without BarcodeDetector.
        globPatterns: ['**/*.{js,mjs,css,html,png,svg,ico,webmanifest,wasm}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside every text file of the build, for the server to send the best
    // one a browser accepts (sirv's `brotli`/`gzip`). The originals stay for clients that accept
    // neither; the service worker's precache globs do not match the copies.
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml|wasm)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 512,
      logLevel: 'silent',
    }),
    compressServiceWorker(),
  ],
  resolve: {
    alias: [
      // Preact's compat layer (installed as `react`) has useSyncExternalStore: the shim for older Reacts (required by the
      // selector variant the router's store uses) would only add code to every page.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  build: {
    target: 'es2022',
    // Browsers preload modules themselves (Safari since 17); the polyfill would add to every first
    // visit's script for the few older ones, which load the same modules, only one after another.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // What every screen runs (Preact behind React's names, the router, Lingui, valibot for the stored user and
              // the search parameters, and the app's section named by its heading) in one file
              // rather than eleven: one file compresses better than its parts, and a phone opens
              // fewer requests.
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|valibot|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui[\\/](core|react|message-utils))[\\/]|src[\\/]ui[\\/]headed-section\.tsx$/,
              priority: 10,
            },
            {
              // The auth screens' shared helpers (form fields, validation, refusals, their codes and
              // the range and number words) in one file rather than nine small ones, which compress
              // worse apart (and below 512 bytes are sent uncompressed).
              name: 'auth-forms',
              test: /src[\\/](api[\\/](auth-errors|graphql-errors|field-range-errors)\.ts|ui[\\/]error-messages\.ts|domain[\\/]error-codes\.ts|features[\\/]auth[\\/](use-auth-action|auth-messages)\.ts|ui[\\/](form-field|form-alert|field-ids|use-validated-form|range-words|locale-format)\.tsx?|domain[\\/]schemas[\\/](field-schemas|field-errors|field-range)\.ts)$/,
              priority: 8,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
      '/map-images': 'http://localhost:8080',
    },
  },
});
