/**
 * The score screen's rules that need no screen: the ranking filter of the selections and the
 * current time, the area cell of a map point and its bounds, the weeks of the season chart, and
 * the rows of the loaded pages with the player's own row.
 */
import ngeohash from 'ngeohash';
import type { GameScore, GameScorePage, ScoreFilter } from '../../api/score-api';
import type { LatLng } from '../../domain/geo';
import {
  boundsRing,
  MAP_SEARCH_GEOHASH_PRECISION,
  startGeoHash,
  type Bounds,
} from '../../domain/geohash';
import { scorePeriodKey, scorePeriodKeys } from '../../domain/score-period';
import {
  DEFAULT_OWNERS,
  DEFAULT_PERIOD,
  OWNER_TYPE_OF_PARAM,
  PERIOD_OF_PARAM,
  type ScoreSearch,
} from './score-search';

/** The colours of the chosen area on the small map (the app's greens). */
export const AREA_COLOUR = '#1b5e20';
export const AREA_EDGE_COLOUR = '#0f3d13';

/** Rows per ranking page ("show more" appends the next). */
export const RANKING_PAGE_SIZE = 10;

/** Weeks in the season chart: the current week and the ones before it. */
export const SEASON_WEEKS = 12;

/** The ranking filter of the screen's selections at `now` (the period the clock is in). */
export function rankingFilter(search: ScoreSearch, now: Date): ScoreFilter {
  const period = PERIOD_OF_PARAM[search.period ?? DEFAULT_PERIOD];
  return {
    period,
    currentPeriod: scorePeriodKey(period, now),
    ownerType: OWNER_TYPE_OF_PARAM[search.owners ?? DEFAULT_OWNERS],
    gameGeoHash: search.area ?? '',
  };
}

/** The area cell (geohash prefix of the map search's precision) a point lies in. */
export function areaOfPoint(point: LatLng): string {
  return startGeoHash(point).slice(0, MAP_SEARCH_GEOHASH_PRECISION);
}

/** The bounds of an area cell. */
export function areaBounds(area: string): Bounds {
  const [south, west, north, east] = ngeohash.decode_bbox(area);
  return { south, west, north, east };
}

/** The centre of an area cell. */
export function areaCentre(area: string): LatLng {
  const { latitude, longitude } = ngeohash.decode(area);
  return { lat: latitude, lng: longitude };
}

/** The area cell as a closed GeoJSON polygon ring, for drawing it on the map. */
export function areaPolygon(area: string): GeoJSON.Feature<GeoJSON.Polygon> {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [boundsRing(areaBounds(area))] },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The keys of the `count` weeks up to the one `now` is in, oldest first. Steps back a day at a
 * time, so a daylight-saving change never skips or repeats a week.
 */
export function seasonWeekKeys(now: Date, count: number = SEASON_WEEKS): string[] {
  const keys: string[] = [];
  for (let day = 0; keys.length < count && day < count * 7 + 7; day += 1) {
    const key = scorePeriodKeys(new Date(now.getTime() - day * DAY_MS)).WEEK;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.reverse();
}

/** The week number of a week key ('2026-W48' -> 48). */
export function weekNumber(weekKey: string): number {
  return Number(weekKey.slice(weekKey.indexOf('W') + 1));
}

/** The rows of the pages loaded so far, in order, each owner once (a page may overlap). */
export function rankingRows(pages: readonly GameScorePage[]): GameScore[] {
  const seen = new Set<string>();
  const rows: GameScore[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (!item || seen.has(item.owner)) continue;
      seen.add(item.owner);
      rows.push(item);
    }
  }
  return rows;
}

/** What the screen shows of the player's own standing in the ranking. */
export interface OwnStanding {
  /** The player's total in the filter, public and private together. */
  points: number;
  /** True when the points are private (not on the public list). */
  isPrivate: boolean;
  /** The row's place (1-based) among the loaded rows, or null when it is not loaded. */
  place: number | null;
}

/** The player's own standing from their scores and the loaded rows; null with no points. */
export function ownStanding(
  own: readonly GameScore[],
  rows: readonly GameScore[],
  owner: string,
): OwnStanding | null {
  const points = own.reduce((sum, score) => sum + score.score, 0);
  if (own.length === 0) return null;
  const index = rows.findIndex((row) => row.owner === owner);
  return {
    points,
    isPrivate: own.every((score) => score.state !== 'PUBLIC'),
    place: index === -1 ? null : index + 1,
  };
}

/** The name of a month key in the locale ('2026-11' -> 'November 2026'). */
export function monthName(monthKey: string, locale: string): string {
  const year = Number(monthKey.slice(0, 4));
  const month = Number(monthKey.slice(5, 7));
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}
