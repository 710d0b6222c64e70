/**
 * The map's bounding box: its four corner numbers, typed or picked on the preview map ("select
 * bottom-left", "select top-right", or "select centre", which moves the box, or makes one of
 * 0.02 degrees when there is none). An image placed by its world file takes its box from its
 * corners: then the numbers are read-only and there is nothing to pick.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LatLng } from '../../domain/geo';
import { OmapNumberFields } from './omap-number-fields';
import { boxBounds, type BoxField } from './omap-form-values';
import type { OmapForm } from './use-omap-form';

export type PickTarget = 'bottomLeft' | 'topRight' | 'centre';

const round6 = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** Half the side of the box a centre click makes when there is none yet (degrees). */
const NEW_BOX_HALF_SIDE = 0.01;

/** Which corner the next tap on the map places, and placing it. */
export function useCornerPick(form: OmapForm) {
  const [pick, setPick] = useState<PickTarget | null>(null);

  function placePoint(point: LatLng): void {
    if (!pick) return;
    form.setValues((current) => {
      if (pick === 'bottomLeft') {
        return { ...current, bottomLeftLat: round6(point.lat), bottomLeftLng: round6(point.lng) };
      }
      if (pick === 'topRight') {
        return { ...current, topRightLat: round6(point.lat), topRightLng: round6(point.lng) };
      }
      const box = boxBounds(current);
      const halfLat = box ? (box.north - box.south) / 2 : NEW_BOX_HALF_SIDE;
      const halfLng = box ? (box.east - box.west) / 2 : NEW_BOX_HALF_SIDE * 2;
      return {
        ...current,
        bottomLeftLat: round6(point.lat - halfLat),
        bottomLeftLng: round6(point.lng - halfLng),
        topRightLat: round6(point.lat + halfLat),
        topRightLng: round6(point.lng + halfLng),
      };
    });
    setPick(null);
  }

  return { pick, setPick, placePoint };
}

export type CornerPick = ReturnType<typeof useCornerPick>;

interface OmapCornerPickerProps {
  form: OmapForm;
  picker: CornerPick;
  /** The middle of the preview map's view, when it is shown. */
  viewCentre: () => LatLng | undefined;
}

export function OmapCornerPicker({ form, picker, viewCentre }: OmapCornerPickerProps) {
  const { t } = useLingui();
  const { corners, shownValues } = form;
  const { pick, setPick, placePoint } = picker;
  const pickLabels: Record<PickTarget, string> = {
    bottomLeft: t`Tap the map where the bottom-left (south-west) corner is.`,
    topRight: t`Tap the map where the top-right (north-east) corner is.`,
    centre: t`Tap the map where the centre of the map is.`,
  };
  const boxLabels: Record<BoxField, string> = {
    bottomLeftLat: t`Bottom-left latitude`,
    bottomLeftLng: t`Bottom-left longitude`,
    topRightLat: t`Top-right latitude`,
    topRightLng: t`Top-right longitude`,
  };

  return (
    <fieldset className="maps-group">
      <legend>
        <Trans>Bounding box (degrees, WGS84)</Trans>
      </legend>
      {corners ? (
        <p className="field-hint">
          <Trans>Computed from the world file and the image size.</Trans>
        </p>
      ) : null}
      <OmapNumberFields
        form={form}
        labels={boxLabels}
        values={shownValues}
        inputMode="decimal"
        readOnly={Boolean(corners)}
      />
      {corners ? null : (
        <div className="maps-actions">
          <button type="button" className="secondary" onClick={() => setPick('bottomLeft')}>
            <Trans>Select bottom-left on map</Trans>
          </button>
          <button type="button" className="secondary" onClick={() => setPick('topRight')}>
            <Trans>Select top-right on map</Trans>
          </button>
          <button type="button" className="secondary" onClick={() => setPick('centre')}>
            <Trans>Select centre on map</Trans>
          </button>
        </div>
      )}
      <div role="status" className="maps-pick">
        {pick ? (
          <>
            <p>{pickLabels[pick]}</p>
            <div className="maps-actions">
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  const centre = viewCentre();
                  if (centre) placePoint(centre);
                }}
              >
                <Trans>Use the middle of the map view</Trans>
              </button>
              <button type="button" className="secondary" onClick={() => setPick(null)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
