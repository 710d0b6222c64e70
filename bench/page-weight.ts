/**
 * What a page costs to load: every file a real Chromium fetches for a route, the bytes that came
 * over the wire (as the server encoded them: brotli or gzip when it has a copy) and the bytes once
 * decoded, each script's size gzipped at level 9 (the budget's measure: what any server or CDN
 * would send), whether any of it is MapLibre, and whether the browser asked for it before the
 * page's main content was painted (its largest contentful paint) or after, as what a first screen
 * does not need should be.
 */
import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** A string only MapLibre's main bundle holds (it names its own worker file). */
export const MAPLIBRE_MARKER = 'maplibre-gl-worker';

export interface LoadedFile {
  url: string;
  isScript: boolean;
  /** The body as it came over the wire (encoded), without headers. */
  transferBytes: number;
  /** The body once decoded. */
  bytes: number;
  /** The decoded body gzipped at level 9. */
  gzipBytes: number;
  contentEncoding: string | undefined;
  isMapLibre: boolean;
  /**
   * Requested before the largest contentful paint (the document itself, and any file the
   * browser's resource timing does not list, count as before).
   */
  beforePaint: boolean;
}

/** A script the page loaded (see `LoadedFile`). */
export type ScriptWeight = LoadedFile;

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

function isScript(response: Response): boolean {
  return (
    response.request().resourceType() === 'script' ||
    /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
  );
}

async function weigh(response: Response): Promise<Omit<LoadedFile, 'beforePaint'> | undefined> {
  const url = new URL(response.url());
  if (url.protocol === 'data:' || url.protocol === 'blob:') return undefined;
  try {
    const [body, sizes, encoding] = await Promise.all([
      response.body(),
      response.request().sizes(),
      response.headerValue('content-encoding'),
    ]);
    const script = isScript(response);
    return {
      url: `${url.origin}${url.pathname}`,
      isScript: script,
      transferBytes: sizes.responseBodySize,
      bytes: body.length,
      gzipBytes: script ? gzipSize(body) : 0,
      contentEncoding: encoding ?? undefined,
      isMapLibre: script && body.includes(MAPLIBRE_MARKER),
    };
  } catch {
    // A redirect or a request the page abandoned has no body to weigh.
    return undefined;
  }
}

/**
 * When the page painted its main content (the last largest-contentful-paint entry, in ms since
 * the navigation began) and when it asked for each file, by URL without the query.
 */
function paintAndRequestTimes(): Promise<{
  paintMs: number | undefined;
  requests: [string, number][];
}> {
  return new Promise((resolve) => {
    const requests = performance
      .getEntriesByType('resource')
      .map((entry): [string, number] => [entry.name.split('?')[0] ?? entry.name, entry.startTime]);
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve({ paintMs: list.getEntries().at(-1)?.startTime, requests });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // A page that painted no content has no entry to deliver.
    setTimeout(() => resolve({ paintMs: undefined, requests }), 1000);
  });
}

/** Records every file the page loads while `action` runs and the network settles. */
export async function filesLoadedBy(
  page: Page,
  action: () => Promise<unknown>,
): Promise<LoadedFile[]> {
  const pending: Promise<Omit<LoadedFile, 'beforePaint'> | undefined>[] = [];
  const onResponse = (response: Response) => {
    pending.push(weigh(response));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const { paintMs, requests } = await page.evaluate(paintAndRequestTimes);
  const requestedAt = new Map(requests);
  const files = (await Promise.all(pending))
    .filter((f) => f !== undefined)
    .map((file): LoadedFile => {
      const at = requestedAt.get(file.url);
      return { ...file, beforePaint: paintMs === undefined || at === undefined || at < paintMs };
    });
  return [...new Map(files.map((f) => [f.url, f])).values()];
}

/** Records every script the page loads while `action` runs and the network settles. */
export async function scriptsLoadedBy(
  page: Page,
  action: () => Promise<unknown>,
): Promise<ScriptWeight[]> {
  return (await filesLoadedBy(page, action)).filter((file) => file.isScript);
}

export function totalGzipBytes(scripts: readonly LoadedFile[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

export interface RouteWeight {
  files: number;
  scripts: number;
  /** The JavaScript the browser asked for before the main content was painted. */
  firstPaint: { scripts: number; transferBytes: number; gzipBytes: number };
  /** JavaScript as transferred (encoded) and decoded. */
  scriptTransferBytes: number;
  scriptBytes: number;
  /** JavaScript gzipped at level 9, file by file: the budget's measure. */
  scriptGzipBytes: number;
  /** Every file as transferred (encoded) and decoded. */
  transferBytes: number;
  bytes: number;
  loadsMapLibre: boolean;
}

export function routeWeight(files: readonly LoadedFile[]): RouteWeight {
  const scripts = files.filter((file) => file.isScript);
  const beforePaint = scripts.filter((script) => script.beforePaint);
  const sum = (list: readonly LoadedFile[], key: 'transferBytes' | 'bytes' | 'gzipBytes') =>
    list.reduce((total, file) => total + file[key], 0);
  return {
    files: files.length,
    scripts: scripts.length,
    firstPaint: {
      scripts: beforePaint.length,
      transferBytes: sum(beforePaint, 'transferBytes'),
      gzipBytes: sum(beforePaint, 'gzipBytes'),
    },
    scriptTransferBytes: sum(scripts, 'transferBytes'),
    scriptBytes: sum(scripts, 'bytes'),
    scriptGzipBytes: sum(scripts, 'gzipBytes'),
    transferBytes: sum(files, 'transferBytes'),
    bytes: sum(files, 'bytes'),
    loadsMapLibre: scripts.some((script) => script.isMapLibre),
  };
}
