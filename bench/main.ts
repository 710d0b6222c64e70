/**
 * `npm run bench`: builds the app if needed and measures it with the real server on loopback:
 * what a phone's first visit loads per route, in Debian's Chromium (bench/pages.ts; budget of
 * issue 14: home and sign-in at most 100 KB of JavaScript as sent for their first paint, its
 * gzip-9 size beside it, and no MapLibre code on the home page; BASELINE_DIST_DIR adds an older
 * build side by side), Lighthouse's mobile scores of the home page and of the game map with an ongoing
 * game (bench/lighthouse.ts), then the game API (bench/api.ts) and play without signal
 * (bench/offline.ts), and the organiser's view of a large game (bench/organiser-view.ts).
 * `--pages-only` (or `--page-weight-only`), `--lighthouse-only`, `--api-only`, `--offline-only`
 * or `--organiser-only` runs one part;
 * `--files` lists each file the pages loaded.
 */
import { measurePages, overBudget, pagesTable } from './pages.ts';

async function benchPages(): Promise<void> {
  const results = await measurePages();
  for (const line of pagesTable(results, process.argv.includes('--files'))) console.log(line);
  if (overBudget(results)) process.exitCode = 1;
}

const only = [
  '--pages-only',
  '--page-weight-only',
  '--lighthouse-only',
  '--api-only',
  '--offline-only',
  '--organiser-only',
].find((flag) => process.argv.includes(flag));
if (!only || only === '--pages-only' || only === '--page-weight-only') await benchPages();
if (!only || only === '--lighthouse-only') {
  for (const line of await (await import('./lighthouse.ts')).benchLighthouse()) console.log(line);
}
if (!only || only === '--api-only') await (await import('./api.ts')).benchApi();
if (!only || only === '--offline-only') await (await import('./offline.ts')).benchOffline();
if (!only || only === '--organiser-only') {
  await (await import('./organiser-view.ts')).benchOrganiserView();
}
