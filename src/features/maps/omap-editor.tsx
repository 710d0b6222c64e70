/**
 * Creating and editing a map: name, image or tiles, private or public, attribution, primary map,
 * zoom limits and bounding box ("select point on map" fills a corner or moves the box). An image
 * map takes its image with a world file (a file or its six numbers) and coordinate system, or a
 * KMZ ground overlay; the image is shown placed on the base layers before it is saved, then
 * uploaded (`POST /map-images`) and the map created with the returned location.
 *
 * The parts: the form's state and save (`useOmapForm`), the image source (`OmapSourceFields`),
 * the bounding box with its corner picker (`OmapCornerPicker`) and the preview (`OmapPreview`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { Omap } from '../../api/maps-api';
import type { MapViewport } from '../../ui/map/map-canvas';
import { ChoiceField } from '../../ui/choice-field';
import { InputField } from '../../ui/form-field';
import { ValidatedForm } from '../../ui/validated-form';
import { OmapCornerPicker, useCornerPick } from './omap-corner-picker';
import { OmapNumberFields } from './omap-number-fields';
import { isTileLocation } from '../../domain/schemas/omap';
import { SEED_TILE_PATTERN } from '../../domain/tile-location';
import { TILE_FOLDER_EXAMPLE, TILE_LOCATION_EXAMPLE, TILE_PLACEHOLDERS } from './omap-form-values';
import { OmapPreview } from './omap-preview';
import { OmapSourceFields } from './omap-source-fields';
import { useOmapForm } from './use-omap-form';

export function OmapEditor({ omap }: { omap: Omap | null }) {
  const { t } = useLingui();
  const { form, formRef } = useOmapForm(omap);
  const picker = useCornerPick(form);
  const viewportRef = useRef<MapViewport | null>(null);
  const { values, errors, update } = form;
  const title = omap ? t`Edit map` : t`New map`;

  return (
    <section className="page maps-page" aria-labelledby="omap-form-title">
      <p>
        <Link to="/maps" search={omap ? { omapId: omap.id, mode: 'view' } : {}}>
          <Trans>Back to the maps</Trans>
        </Link>
      </p>
      <h1 id="omap-form-title">{title}</h1>
      <div className="omap-editor">
        <div>
          <ValidatedForm
            form={{ hasErrors: form.showSummary, failure: form.failure, formRef }}
            className="form omap-form"
            label={title}
            onSubmit={form.onSubmit}
          >
            <InputField
              name="name"
              label={t`Name`}
              value={values.name}
              onChange={(value) => update({ name: value })}
              error={errors.name}
            />
            <ChoiceField
              className="maps-choice"
              name="sourceType"
              legend={t`Kind of map`}
              value={values.sourceType}
              options={[
                { value: 'image', label: t`Image` },
                { value: 'tiles', label: t`Tiles` },
              ]}
              onChange={(value) => update({ sourceType: value })}
              error={errors.sourceType}
            />
            <ChoiceField
              className="maps-choice"
              name="state"
              legend={t`Who can see the map`}
              value={values.state}
              options={[
                { value: 'PRIVATE', label: t`Private` },
                { value: 'PUBLIC', label: t`Public` },
              ]}
              onChange={(value) => update({ state: value })}
              error={errors.state}
            />
            {values.sourceType === 'image' ? (
              <OmapSourceFields form={form} />
            ) : (
              <InputField
                name="tileLocation"
                label={t`Tile location`}
                hint={t`A web address with ${TILE_PLACEHOLDERS}, for example ${TILE_LOCATION_EXAMPLE}, or the folder of the tiles, for example ${TILE_FOLDER_EXAMPLE}, which holds ${SEED_TILE_PATTERN}`}
                value={values.tileLocation}
                onChange={(value) => {
                  update({ tileLocation: value });
                  // A usable location: the preview goes to the map's box to show its tiles.
                  if (isTileLocation(value.trim())) form.requestFit();
                }}
                error={errors.tileLocation}
              />
            )}
            <InputField
              name="attribution"
              label={t`Attribution`}
              hint={t`Who made the map, shown on it.`}
              value={values.attribution}
              onChange={(value) => update({ attribution: value })}
              error={errors.attribution}
            />
            <div className="field maps-check">
              <label>
                <input
                  type="checkbox"
                  name="primaryMap"
                  checked={values.primaryMap}
                  onChange={(event) => update({ primaryMap: event.target.checked })}
                />
                <Trans>Primary map (shown first in a game)</Trans>
              </label>
            </div>
            <OmapNumberFields
              form={form}
              labels={{ minZoom: t`Smallest zoom`, maxZoom: t`Largest zoom` }}
              inputMode="numeric"
            />
            <OmapCornerPicker
              form={form}
              picker={picker}
              viewCentre={() => viewportRef.current?.centre}
            />
            <div className="maps-actions">
              <button type="submit" disabled={form.saving}>
                {form.saving ? <Trans>Saving…</Trans> : <Trans>Save map</Trans>}
              </button>
            </div>
          </ValidatedForm>
        </div>
        <OmapPreview form={form} picker={picker} viewportRef={viewportRef} />
      </div>
    </section>
  );
}
