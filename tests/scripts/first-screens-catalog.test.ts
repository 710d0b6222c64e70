/**
 * The first screens' part of the message catalog (scripts/first-screens-catalog.ts), built from
 * the project's real catalogs: it holds every message of the visitor screens' code (so they never
 * show a bare message id), none of the member screens' own, and its translations are the whole
 * catalog's, compiled the same way.
 */
import type { Messages } from '@lingui/core';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS_QUERY, firstScreensCatalog } from '../../scripts/first-screens-catalog';

const INCLUDE = ['src/app/', 'src/ui/', 'src/features/info/', 'src/features/auth/'];
const EXCLUDE = ['src/ui/map/'];

/** Runs the plugin's transform on a catalog as Vite would, and evaluates the module it returns. */
function firstScreensMessages(locale: string): Promise<Messages> {
  const plugin = firstScreensCatalog({ include: INCLUDE, exclude: EXCLUDE });
  return evaluate(
    plugin.transform as Transform,
    path.resolve('locales', locale, `messages.po${FIRST_SCREENS_QUERY}`),
  );
}

type Transform = (
  this: { addWatchFile(file: string): void },
  code: string,
  id: string,
) => Promise<{ code: string } | undefined>;

async function evaluate(transform: Transform, id: string): Promise<Messages> {
  const result = await transform.call({ addWatchFile: () => undefined }, '', id);
  if (!result) throw new Error(`${id} was not transformed`);
  const url = `data:text/javascript;base64,${Buffer.from(result.code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { messages: Messages }).messages;
}

/** The whole catalog as the Lingui Vite plugin compiles it for the app, and its entries. */
async function wholeCatalog(locale: string) {
  const [, compiler] = lingui() as { transform?: unknown }[];
  const messages = await evaluate(
    compiler?.transform as Transform,
    path.resolve('locales', locale, 'messages.po'),
  );
  const [catalog] = await getCatalogs(getConfig());
  if (!catalog) throw new Error('no Lingui catalog');
  return { entries: (await catalog.read(locale)) ?? {}, messages };
}

type Origin = readonly (readonly [string, ...unknown[]])[] | undefined;

/** The rule the plugin is given: a source under INCLUDE and not under EXCLUDE. */
const onFirstScreens = (origin: Origin) =>
  (origin ?? []).some(
    ([source]) =>
      INCLUDE.some((prefix) => source.startsWith(prefix)) &&
      !EXCLUDE.some((prefix) => source.startsWith(prefix)),
  );

describe.each(['en', 'nb'])('the first screens catalog (%s)', (locale) => {
  it('holds the messages of the visitor screens and none of the member screens alone', async () => {
    const [part, whole] = await Promise.all([firstScreensMessages(locale), wholeCatalog(locale)]);
    const expected = Object.entries(whole.entries)
      .filter(([, entry]) => onFirstScreens(entry.origin))
      .map(([id]) => id);
    expect(expected.length).toBeGreaterThan(100);
    expect(Object.keys(part).sort()).toEqual([...expected].sort());
    const homePage = Object.entries(whole.entries).filter(([, entry]) =>
      (entry.origin ?? []).some(([source]) => source === 'src/features/info/home-page.tsx'),
    );
    expect(homePage.length).toBeGreaterThan(3);
    for (const [id] of homePage) expect(part[id]).toBeDefined();
    const mapsOnly = Object.entries(whole.entries).filter(([, entry]) =>
      (entry.origin ?? []).every(([source]) => source.startsWith('src/features/maps/')),
    );
    expect(mapsOnly.length).toBeGreaterThan(0);
    for (const [id] of mapsOnly) expect(part[id]).toBeUndefined();
  });

  it('compiles each of its messages exactly as the whole catalog does', async () => {
    const [part, whole] = await Promise.all([firstScreensMessages(locale), wholeCatalog(locale)]);
    expect(Object.keys(whole.messages).length).toBeGreaterThan(Object.keys(part).length);
    for (const [id, compiled] of Object.entries(part)) {
      expect(compiled, id).toEqual(whole.messages[id]);
    }
  });
});
