/**
 * What a page costs to load: the JavaScript a real Chromium fetches for a route, each file's
 * size gzipped (level 9, as a server or CDN would send it), and whether any of it is MapLibre.
 */
import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** A string only MapLibre's main bundle holds (it names its own worker file). */
export const MAPLIBRE_MARKER = 'maplibre-gl-worker';

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
  isMapLibre: boolean;
}

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Records every script the page loads while `action` runs and the network settles. */
export async function scriptsLoadedBy(
  page: Page,
  action: () => Promise<unknown>,
): Promise<ScriptWeight[]> {
  const pending: Promise<ScriptWeight | undefined>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(url).pathname,
          bytes: body.length,
          gzipBytes: gzipSize(body),
          isMapLibre: body.includes(MAPLIBRE_MARKER),
        }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptWeight => s !== undefined);
  return [...new Map(scripts.map((s) => [s.url, s])).values()];
}

export function totalGzipBytes(scripts: readonly ScriptWeight[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}
