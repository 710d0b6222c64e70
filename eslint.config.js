// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders: no feature imports another (docs/ARCHITECTURE.md). */
const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

/**
 * The import directions of docs/ARCHITECTURE.md, each layer importing only the ones below it:
 * routes -> features -> ui -> offline -> api -> domain; server -> domain; sw -> (offline, domain).
 * `app` is the composition root. The offline layer (outbox, sync engine, packs) sends through the
 * client's one GraphQL wire in src/api; src/api never reads the device's storage.
 */
const clientLayers = [
  {
    target: './src/domain',
    message: 'src/domain is pure: it imports nothing else of the project.',
  },
  {
    target: './src/api',
    message: 'src/api is the wire: it imports only the domain (never the device storage or UI).',
  },
  {
    target: './src/offline',
    message: 'src/offline imports only src/api (to send) and the domain.',
  },
  {
    target: './src/ui',
    message: 'src/ui is shared by features and app: it imports offline, api and domain only.',
  },
  {
    target: './src/features',
    message: 'features import ui, offline, api and domain only.',
  },
  {
    target: ['./src/routes', './src/app'],
    message: 'the client never imports server/ or sw/.',
  },
];
/** The folders of the client layers from the `index`th (lowest first) up. */
const layersFrom = (/** @type {number} */ index) =>
  clientLayers.slice(index).flatMap((layer) => layer.target);

const zones = [
  // A client layer imports neither the layers above it nor the server and the service worker.
  ...clientLayers.map((layer, index) => ({
    ...layer,
    from: [...layersFrom(index + 1), './server', './sw'],
  })),
  {
    target: './server',
    from: [...layersFrom(1), './sw'],
    message: 'server/ imports only src/domain of the client tree.',
  },
  {
    target: './sw',
    from: [...layersFrom(1).filter((folder) => folder !== './src/offline'), './server'],
    message: 'the service worker imports only src/domain and src/offline.',
  },
  ...features.map((f) => ({
    target: `./src/features/${f.name}`,
    from: './src/features',
    except: [`./${f.name}`],
    message: 'no feature imports another: move what they share to ui, api, offline or domain.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
      'server/graphql/generated/**',
      'src/api/generated/**',
      'locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './src/domain/tsconfig.json',
          './tsconfig.json',
          './sw/tsconfig.json',
          './server/tsconfig.json',
          './tsconfig.tools.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The extensions and parser by which import-x reads an imported module (no-cycle follows
      // imports through them; without them it sees no TypeScript file and finds no cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      // A cycle between modules of the project. import-x skips `import type` edges and has no
      // option to follow them; tests/import-cycles.test.ts finds those cycles too
      // (docs/ARCHITECTURE.md asks for none).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No re-export barrels: import the exact module.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|ngeohash$|@turf/|proj4$|\\.)',
              message: 'The domain may use only pure packages (valibot, ngeohash, @turf, proj4).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The domain reads no clock: take time as a parameter.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'The domain is deterministic: take ids as parameters.',
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'indexedDB',
        'fetch',
      ],
    },
  },
  {
    // Screens read the phone's storage through src/offline (its hooks and stores), never Dexie
    // itself (docs/ARCHITECTURE.md): one owner of the database. Its record types may be named.
    files: ['src/{features,ui,app,routes}/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(dexie|dexie-react-hooks)$|/offline/db$',
              allowTypeImports: true,
              message: 'Read and write the phone storage through a hook or store in src/offline.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^(https?:|mailto:|/)', '^[a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|to|href|src|type|id|key|role|name|rel|target|autoComplete|inputMode|lang|htmlFor|data-.*|aria-(?!label).*|method|variant|size|as|mode|colour|color)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useQuery',
            'createFileRoute',
            'new URL',
            'URLSearchParams',
            'document.querySelector',
            'navigate',
            '*.addEventListener',
            '*.removeEventListener',
          ],
        },
      ],
    },
  },
  {
    files: [
      'vite.config.ts',
      'vitest.config.ts',
      'lingui.config.ts',
      'playwright.config.ts',
      'drizzle.config.ts',
      'eslint.config.js',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
