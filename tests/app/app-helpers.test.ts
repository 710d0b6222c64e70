import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../src/app/chunk-reload';
import { errorStatus } from '../../src/app/error-page';
import { localeForLanguage } from '../../src/app/i18n';
import { preloadAllowed } from '../../src/app/preload-policy';

describe('language from the browser', () => {
  it.each([
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['NB-no', 'nb'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['nn-NO', 'en'],
    ['sv-SE', 'en'],
    ['nbx', 'en'],
    [undefined, 'en'],
  ])('%s gives %s', (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });
});

describe('route preloading', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('with connection %j is allowed: %s', (connection, allowed) => {
    expect(preloadAllowed(connection)).toBe(allowed);
  });
});

describe('error status for the error page', () => {
  it.each([
    [new Error('x'), 500],
    [{ status: 404 }, 404],
    [{ statusCode: 503 }, 503],
    [{ status: 200 }, 500],
    [{ status: '404' }, 500],
    [null, 500],
  ])('%j shows %s', (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
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
