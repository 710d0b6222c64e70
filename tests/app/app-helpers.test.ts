import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../src/app/chunk-reload';
import { errorStatus } from '../../src/app/error-page';
import { localeForLanguage } from '../../src/app/i18n';
import { preloadAllowed } from '../../src/app/preload-policy';
import { itGives } from '../support/table-tests';

describe('language from the browser', () => {
  itGives(localeForLanguage, '%s gives %s', [
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['NB-no', 'nb'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['nn-NO', 'en'],
    ['sv-SE', 'en'],
    ['nbx', 'en'],
    [undefined, 'en'],
  ]);
});

describe('route preloading', () => {
  itGives(preloadAllowed, 'with connection %j is allowed: %s', [
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ]);
});

describe('error status for the error page', () => {
  itGives(errorStatus, '%j shows %s', [
    [new Error('x'), 500],
    [{ status: 404 }, 404],
    [{ statusCode: 503 }, 503],
    [{ status: 200 }, 500],
    [{ status: '404' }, 500],
    [null, 500],
  ]);
});

describe('chunk load failures', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk error: %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
