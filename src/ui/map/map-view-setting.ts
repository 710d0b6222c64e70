/**
 * Where the player left a map (db.settings 'mapView'; the game map and the plain map share it),
 * so the next one opens there: read once before the map is drawn, checked with a schema (the
 * stored value may come from an older app), and written when the map stops moving.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { DEFAULT_MAP_CENTRE } from '../../domain/map-display';
import type { LatLng } from '../../domain/geo';
import { readSetting, writeSetting } from '../../offline/settings-store';

export const MAP_VIEW_KEY = 'mapView';

/** The zoom the map opens at the first time: the game search needs 11 or more. */
export const DEFAULT_MAP_ZOOM = 13;

const mapViewSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  zoom: v.pipe(v.number(), v.minValue(0), v.maxValue(24)),
});

export interface MapViewSetting {
  centre: LatLng;
  zoom: number;
}

/** The stored view, or the default (near Arendal) when none or not valid. */
export function readMapView(value: unknown): MapViewSetting {
  const parsed = v.safeParse(mapViewSchema, value);
  return parsed.success
    ? { centre: { lat: parsed.output.lat, lng: parsed.output.lng }, zoom: parsed.output.zoom }
    : { centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_MAP_ZOOM };
}

/** The stored view, read now (the default when it cannot be read). */
export async function readStoredMapView(): Promise<MapViewSetting> {
  return readMapView(await readSetting(MAP_VIEW_KEY).catch(() => undefined));
}

/**
 * The view the map should open at; undefined while it is being read. `known`: the view already
 * read for this screen (its route's loader), so that its first render has it.
 */
export function useStoredMapView(known?: MapViewSetting): MapViewSetting | undefined {
  const [view, setView] = useState<MapViewSetting | undefined>(known);
  const needsRead = view === undefined;
  useEffect(() => {
    if (!needsRead) return;
    let live = true;
    void readStoredMapView().then((stored) => live && setView(stored));
    return () => {
      live = false;
    };
  }, [needsRead]);
  return view;
}

export function saveMapView(view: MapViewSetting): Promise<unknown> {
  return writeSetting(MAP_VIEW_KEY, {
    lat: view.centre.lat,
    lng: view.centre.lng,
    zoom: view.zoom,
  });
}
