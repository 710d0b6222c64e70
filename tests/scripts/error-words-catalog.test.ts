/**
 * The error catalogue's words as a catalog part of their own (`?error-words`, built by
 * scripts/first-screens-catalog.ts with the query vite.config.ts gives it), which the first screens
 * load just after their first paint (src/app/error-words.ts): it holds every message of
 * src/ui/error-messages.ts, compiled as the whole catalog compiles it, and nothing else.
 */
import type { Messages } from '@lingui/core';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreensCatalog } from '../../scripts/first-screens-catalog';

const QUERY = '?error-words';
const SOURCE = 'src/ui/error-messages.ts';

type Transform = (
  this: { addWatchFile(file: string): void },
  code: string,
  id: string,
) => Promise<{ code: string } | undefined>;

async function errorWords(
  locale: string,
  id = `messages.po${QUERY}`,
): Promise<Messages | undefined> {
  const plugin = firstScreensCatalog({ query: QUERY, include: [SOURCE] });
  const transform = plugin.transform as Transform;
  const result = await transform.call(
    { addWatchFile: () => undefined },
    '',
    path.resolve('locales', locale, id),
  );
  if (!result) return undefined;
  const url = `data:text/javascript;base64,${Buffer.from(result.code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { messages: Messages }).messages;
}

describe.each(['en', 'nb'])('the error words part (%s)', (locale) => {
  it('holds exactly the messages of the error catalogue, each translated', async () => {
    const [part, [catalog]] = await Promise.all([errorWords(locale), getCatalogs(getConfig())]);
    const entries = (await catalog!.read(locale)) ?? {};
    const expected = Object.entries(entries)
      .filter(([, entry]) => (entry.origin ?? []).some(([source]) => source === SOURCE))
      .map(([id]) => id);
    expect(expected.length).toBeGreaterThan(40);
    expect(Object.keys(part ?? {}).sort()).toEqual([...expected].sort());
    for (const id of expected) {
      expect(entries[id]?.translation || entries[id]?.message, id).toBeTruthy();
    }
  });

  it('leaves the other parts of a catalog alone', async () => {
    expect(await errorWords(locale, 'messages.po?first-screens')).toBeUndefined();
    expect(await errorWords(locale, 'messages.po')).toBeUndefined();
  });
});
