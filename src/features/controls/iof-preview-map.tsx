import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import type { IofCourseChoice } from '../../domain/iof-course-data';
import { MapCanvas } from '../../ui/map/map-canvas';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { fitPositions } from './fit-positions';
import type { IofFileData } from './iof-xml-reader';
import './iof-preview-map.css';

/** Orienteering's overprint colour (ISOM: purple). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a colour, not words for people
const OVERPRINT = '#a626ff';

type Role = 'start' | 'control' | 'finish';

interface PreviewPoint extends LatLng {
  code: string;
  role: Role;
}

function roleOf(type: string | null): Role {
  const lower = type?.trim().toLowerCase();
  return lower === 'start' ? 'start' : lower === 'finish' ? 'finish' : 'control';
}

/**
 * The points of the choice in course order (a course) or file order (every control), each with
 * its role; a code marked Start or Finish anywhere is that. Points without a position are left out.
 */
function pointsOf(data: IofFileData, choice: IofCourseChoice): PreviewPoint[] {
  const byCode = new Map(data.controls.map((control) => [control.code, control]));
  const visits =
    choice.kind === 'course'
      ? (data.courses[choice.index]?.controls ?? [])
      : data.controls.map((control) => ({ code: control.code, type: control.type }));
  return visits.flatMap((visit) => {
    const control = byCode.get(visit.code);
    const { lat, lng } = control ?? {};
    if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const fileRole = roleOf(control?.type ?? null);
    const role = fileRole === 'control' ? roleOf(visit.type) : fileRole;
    return [{ code: visit.code, lat, lng, role }];
  });
}

/** Fitted clear of the map's edges, more on the right where its zoom buttons are. */
const FIT_PADDING = { top: 40, bottom: 48, left: 40, right: 80 };

/** The symbol of a point: a triangle for a start, a double circle for a finish, else a circle. */
function Symbol({ role }: { role: Role }) {
  return (
    <svg width="30" height="30" viewBox="-15 -15 30 30" aria-hidden="true">
      {role === 'start' ? (
        <polygon points="0,-12 10.4,6 -10.4,6" fill="none" stroke={OVERPRINT} strokeWidth="2.5" />
      ) : (
        <circle r="11" fill="none" stroke={OVERPRINT} strokeWidth="2.5" />
      )}
      {role === 'finish' ? <circle r="7" fill="none" stroke={OVERPRINT} strokeWidth="2.5" /> : null}
    </svg>
  );
}

/**
 * The course being imported drawn as the course setter drew it: start triangle, control circles
 * with their codes, finish double circle and the legs between, over the base layers and the
 * game's maps. Nothing here is saved.
 */
export function IofPreviewMap({
  data,
  choice,
  omaps,
}: {
  data: IofFileData;
  choice: IofCourseChoice;
  omaps?: readonly OmapDisplay[];
}) {
  const { t } = useLingui();
  const mapRef = useRef<MapRef>(null);
  const fitted = useRef('');
  const points = pointsOf(data, choice);
  const key = JSON.stringify(choice);
  const first = points[0];
  // Another course chosen: show it (the map is there already; else its first report fits).
  useEffect(() => {
    if (!mapRef.current || fitted.current === key) return;
    fitted.current = key;
    fitPositions(mapRef.current, points, FIT_PADDING);
  });
  const legs =
    choice.kind === 'course'
      ? {
          type: 'Feature' as const,
          properties: {},
          geometry: {
            type: 'LineString' as const,
            coordinates: points.map((p) => [p.lng, p.lat]),
          },
        }
      : null;

  return (
    <div className="iof-preview-map map-frame">
      <MapCanvas
        label={t`Preview of the course file on the map`}
        initialView={first ? { centre: first, zoom: 14 } : undefined}
        omaps={omaps}
        mapRef={mapRef}
        onViewportChange={() => {
          // Once per choice, as soon as the map can move (the first calls may come before).
          if (fitted.current === key || !mapRef.current) return;
          fitted.current = key;
          fitPositions(mapRef.current, points, FIT_PADDING);
        }}
      >
        {legs ? (
          <Source id="iof-preview-legs" type="geojson" data={legs}>
            <Layer
              id="iof-preview-legs"
              type="line"
              paint={{ 'line-color': OVERPRINT, 'line-width': 2, 'line-opacity': 0.8 }}
            />
          </Source>
        ) : null}
        {points.map((point, index) => (
          <Marker key={`${point.code}-${index}`} longitude={point.lng} latitude={point.lat}>
            <div className="iof-preview-point" data-role={point.role}>
              <Symbol role={point.role} />
              {point.role === 'control' ? <span>{point.code}</span> : null}
            </div>
          </Marker>
        ))}
      </MapCanvas>
    </div>
  );
}
