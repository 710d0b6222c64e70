/**
 * A Vite plugin for a smaller first visit: `import('…/messages.po?first-screens')` is the part of a
 * Lingui catalog that the first screens use (home, sign-in and the other screens for visitors,
 * the frame around them): the messages with a source file under one of `include` (and not under
 * one of `exclude`), compiled as
 * the Lingui plugin compiles the whole catalog (with the same fallback to the source locale). The
 * member screens load the whole catalog before they render (see `src/app/i18n.ts`).
 */
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import path from 'node:path';
import type { Plugin } from 'vite';

export const FIRST_SCREENS_QUERY = '?first-screens';

export function firstScreensCatalog({
  include,
  exclude = [],
  query = FIRST_SCREENS_QUERY,
}: {
  /** Source path prefixes (from the project root) of the first screens' code. */
  include: readonly string[];
  /** Prefixes under `include` that only member screens use. */
  exclude?: readonly string[];
  /**
   * The import query naming this part (another part of the catalog, say the error catalogue's
   * words that the first screens load after their first paint, has a query of its own).
   */
  query?: string;
}): Plugin {
  const config = getConfig();
  const { rootDir = process.cwd(), sourceLocale = 'en', fallbackLocales } = config;
  const wanted = (origin: readonly (readonly [string, ...unknown[]])[] | undefined) =>
    (origin ?? []).some(
      ([source]) =>
        include.some((prefix) => source.startsWith(prefix)) &&
        !exclude.some((prefix) => source.startsWith(prefix)),
    );
  return {
    name: `lingui-catalog-part${query}`,
    async transform(_code, id) {
      if (!id.endsWith(`.po${query}`)) return undefined;
      const file = id.slice(0, -query.length);
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the Lingui catalogs`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const [{ messages }, entries] = await Promise.all([
        catalog.getTranslations(locale, { fallbackLocales: fallbackLocales || {}, sourceLocale }),
        catalog.read(locale),
      ]);
      const firstScreens = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => wanted(entries?.[messageId]?.origin)),
      );
      const { source, errors } = createCompiledCatalog(locale, firstScreens, { namespace: 'es' });
      if (errors.length > 0) {
        throw new Error(`${file}: ${errors.map((error) => error.id).join(', ')} do not compile`);
      }
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
