import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ControlsOmap } from '../../api/controls-api';
import type { LatLng } from '../../domain/geo';

export interface VisibleOmaps {
  shown: ControlsOmap[];
  isShown: (id: string) => boolean;
  toggle: (id: string) => void;
}

/** The game's maps drawn over the base layers: the primary map (else the first) at first. */
export function useVisibleOmaps(omaps: readonly ControlsOmap[]): VisibleOmaps {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const first = omaps.find((omap) => omap.primaryMap) ?? omaps[0];
  const ids = chosen ?? new Set(first ? [first.id] : []);
  return {
    shown: omaps.filter((omap) => ids.has(omap.id)),
    isShown: (id) => ids.has(id),
    toggle: (id) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setChosen(next);
    },
  };
}

/** The middle of a map, as far as it is known. */
export function omapCentre(omap: ControlsOmap | undefined): LatLng | null {
  if (!omap) return null;
  if (omap.centreLat !== null && omap.centreLng !== null) {
    return { lat: omap.centreLat, lng: omap.centreLng };
  }
  const { bottomLeftLat: s, bottomLeftLng: w, topRightLat: n, topRightLng: e } = omap;
  if (s === null || w === null || n === null || e === null) return null;
  return { lat: (s + n) / 2, lng: (w + e) / 2 };
}

/** Check boxes for the game's maps, when it has more than one. */
export function MapChoice({
  omaps,
  visible,
}: {
  omaps: readonly ControlsOmap[];
  visible: VisibleOmaps;
}) {
  if (omaps.length < 2) return null;
  return (
    <fieldset className="omap-choice">
      <legend>
        <Trans>The game's maps shown</Trans>
      </legend>
      {omaps.map((omap) => (
        <label key={omap.id}>
          <input
            type="checkbox"
            checked={visible.isShown(omap.id)}
            onChange={() => visible.toggle(omap.id)}
          />
          {omap.name}
        </label>
      ))}
    </fieldset>
  );
}
