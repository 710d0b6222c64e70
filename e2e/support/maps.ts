import type { Page } from '@playwright/test';

/**
 * The maps the app draws, kept by MapCanvas's test hook (`window.__onMapCanvasLoad`, see
 * src/ui/map/map-canvas.tsx) under their accessible names, for specs that read what MapLibre
 * drew. Each spec reads the map through the few MapLibre methods it needs.
 */
export type MapsWindow<Map = unknown> = Window & {
  __mapsByLabel?: Record<string, Map>;
  __onMapCanvasLoad?: (map: Map, label: string) => void;
};

/** Keeps every map the app draws, by its accessible name (call before the app starts). */
export async function keepMaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as MapsWindow;
    w.__mapsByLabel = {};
    w.__onMapCanvasLoad = (map, label) => {
      (w.__mapsByLabel ??= {})[label] = map;
    };
  });
}

/**
 * Whether the map named `label` has settled: its style and every tile it asked for have loaded
 * or failed, and no move is running (MapLibre's `loaded()`). A spec waits for this, not for a
 * fixed time, before it looks at the drawn map.
 */
export async function mapSettled(page: Page, label: string): Promise<boolean> {
  return page.evaluate((name) => {
    const map = (window as MapsWindow<{ loaded(): boolean }>).__mapsByLabel?.[name];
    return map?.loaded() ?? false;
  }, label);
}
