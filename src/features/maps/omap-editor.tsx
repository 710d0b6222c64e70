/**
 * Creating and editing a map: name, image or tiles, private or public, attribution, primary map,
 * zoom limits and bounding box ("select point on map" fills a corner or moves the box). An image
 * map takes its image with a world file (a file or its six numbers) and coordinate system, or a
 * KMZ ground overlay; the image is shown placed on the base layers before it is saved, then
 * uploaded (`POST /map-images`) and the map created with the returned location.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import { apiErrorCode, apiFieldErrors } from '../../api/graphql-client';
import {
  MapImageUploadError,
  createOmap,
  updateOmap,
  uploadMapImage,
  type Omap,
} from '../../api/maps-api';
import { FieldErrorCode } from '../../domain/error-codes';
import type { LatLng } from '../../domain/geo';
import type { Bounds } from '../../domain/geohash';
import { isFieldErrorCode } from '../../domain/schemas/field-errors';
import { isTileUrlTemplate } from '../../domain/schemas/omap';
import {
  COORDINATE_SYSTEMS,
  cornersBounds,
  isCoordinateSystem,
  parseWorldFile,
} from '../../domain/world-file';
import { messageForCode } from '../../ui/error-messages';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { FieldError, FileField, InputField, RadioGroup, describedBy } from './form-fields';
import { previewImage, type ImagePreview } from './image-preview';
import { overlayWorldFile, readKmz } from './kmz-import';
import { useLargeMapPreference } from './map-size-preference';
import {
  imageNotReadableMessage,
  imageTooLargeMessage,
  kmzNoImageMessage,
  kmzNoOverlayMessage,
  kmzNotAKmzMessage,
  omapSavedMessage,
  worldFileNotReadableMessage,
} from './maps-messages';
import {
  BOX_FIELDS,
  BOX_OUTLINE_PAINT,
  IMAGE_ACCEPT,
  INVALID_FIELD_SELECTOR,
  KMZ_ACCEPT,
  WORLD_FILE_ACCEPT,
  boxFromCorners,
  checkOmapForm,
  emptyOmapForm,
  formFieldOfApiPath,
  formImageCorners,
  omapFormValues,
  readWorldFileTexts,
  worldFileTexts,
  TILE_LOCATION_EXAMPLE,
  TILE_PLACEHOLDERS,
  type FormImage,
  type OmapFormErrors,
  type OmapFormValues,
  type WorldFileTexts,
} from './omap-form-values';

type PickTarget = 'bottomLeft' | 'topRight' | 'centre';

interface ChosenImage {
  file: File;
  preview: ImagePreview;
  /** Changes with every image, so the map draws the new one as a new source. */
  key: number;
}

const round6 = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** Half the side of the box a centre click makes when there is none yet (degrees). */
const NEW_BOX_HALF_SIDE = 0.01;

function boxBounds(values: OmapFormValues): Bounds | null {
  const [south, west, north, east] = BOX_FIELDS.map((field) =>
    values[field].trim() === '' ? NaN : Number(values[field]),
  );
  if (![south, west, north, east].every((n) => Number.isFinite(n))) return null;
  return { south: south ?? NaN, west: west ?? NaN, north: north ?? NaN, east: east ?? NaN };
}

function boxOutline(bounds: Bounds) {
  const { south, west, north, east } = bounds;
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'LineString' as const,
      coordinates: [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    },
  };
}

export function OmapEditor({ omap }: { omap: Omap | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mapRef = useRef<MapRef>(null);
  const viewport = useRef<MapViewport | null>(null);
  const [large, setLarge] = useLargeMapPreference();
  const [values, setValues] = useState<OmapFormValues>(() =>
    omap ? omapFormValues(omap) : emptyOmapForm(),
  );
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<OmapFormErrors>({});
  const [errorsShown, setErrorsShown] = useState(0);
  const [problems, setProblems] = useState<{
    image?: MessageDescriptor;
    worldFileFile?: MessageDescriptor;
    kmz?: MessageDescriptor;
  }>({});
  const [alert, setAlert] = useState<MessageDescriptor | null>(null);
  const [pick, setPick] = useState<PickTarget | null>(null);
  const [fitRequest, setFitRequest] = useState(omap ? 1 : 0);
  const [mapReady, setMapReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const imageKey = useRef(0);

  // Object URLs of earlier previews are released when replaced and when leaving the form.
  useEffect(() => {
    const url = chosen?.preview.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const storedSize =
    omap?.imageWidth && omap.imageHeight
      ? { widthPx: omap.imageWidth, heightPx: omap.imageHeight }
      : null;
  const formImage: FormImage | null = chosen
    ? { size: { widthPx: chosen.preview.widthPx, heightPx: chosen.preview.heightPx } }
    : omap?.imageLocation
      ? { size: storedSize }
      : null;
  const corners = formImageCorners(values, formImage);
  const shownValues = corners ? { ...values, ...boxFromCorners(corners) } : values;
  const bounds = corners ? cornersBounds(corners) : boxBounds(values);

  const draft = useMemo((): OmapDisplay | null => {
    const box = {
      bottomLeftLat: bounds?.south ?? null,
      bottomLeftLng: bounds?.west ?? null,
      topRightLat: bounds?.north ?? null,
      topRightLng: bounds?.east ?? null,
    };
    if (values.sourceType === 'tiles') {
      const location = values.tileLocation.trim();
      return isTileUrlTemplate(location)
        ? { id: 'draft-tiles', sourceType: 'tiles', tileLocation: location, ...box }
        : null;
    }
    const worldFile = readWorldFileTexts(values.worldFile);
    const placement = {
      worldFile: worldFile.kind === 'ok' ? worldFile.numbers : null,
      coordinateSystem: values.coordinateSystem,
      ...box,
    };
    if (chosen) {
      return {
        id: `draft-${chosen.key}`,
        sourceType: 'image',
        imageLocation: chosen.preview.url,
        imageWidth: chosen.preview.widthPx,
        imageHeight: chosen.preview.heightPx,
        ...placement,
      };
    }
    return omap?.imageLocation ? { ...omap, id: `draft-${omap.id}`, ...placement } : null;
  }, [values, chosen, omap, bounds?.south, bounds?.west, bounds?.north, bounds?.east]);

  // Fit the map to the map being made when an image, a world file or a KMZ is chosen.
  const fitTarget = fitRequest > 0 ? bounds : null;
  const fitKey = fitTarget ? `${fitRequest}` : null;
  const lastFit = useRef<string | null>(null);
  useEffect(() => {
    const target = fitTarget;
    if (!mapReady || !target || fitKey === null || lastFit.current === fitKey) return;
    lastFit.current = fitKey;
    mapRef.current?.fitBounds(
      [
        [target.west, target.south],
        [target.east, target.north],
      ],
      { padding: 24, duration: 0 },
    );
  }, [fitKey, fitTarget, mapReady]);

  // After a refused submit, the first invalid field gets the focus.
  useEffect(() => {
    if (errorsShown === 0) return;
    formRef.current?.querySelector<HTMLElement>(INVALID_FIELD_SELECTOR)?.focus();
  }, [errorsShown]);

  function update(patch: Partial<OmapFormValues>): void {
    setValues((current) => ({ ...current, ...patch }));
  }

  function setWorldFileNumber(index: number, value: string): void {
    setValues((current) => {
      const worldFile = [...current.worldFile] as WorldFileTexts;
      worldFile[index] = value;
      return { ...current, worldFile };
    });
  }

  function placePoint(point: LatLng): void {
    if (!pick) return;
    setValues((current) => {
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

  async function chooseImage(file: File): Promise<ImagePreview | null> {
    const preview = await previewImage(file);
    if (!preview) {
      setProblems((current) => ({ ...current, image: imageNotReadableMessage }));
      return null;
    }
    imageKey.current += 1;
    setChosen({ file, preview, key: imageKey.current });
    setProblems((current) => ({ ...current, image: undefined }));
    setErrors((current) => ({ ...current, image: undefined }));
    setFitRequest((n) => n + 1);
    return preview;
  }

  async function chooseWorldFile(file: File): Promise<void> {
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblems((current) => ({ ...current, worldFileFile: worldFileNotReadableMessage }));
      return;
    }
    const parsed = parseWorldFile(text);
    if (!parsed.ok) {
      setErrors((current) => ({ ...current, worldFile: FieldErrorCode.BAD_WORLD_FILE }));
      return;
    }
    setProblems((current) => ({ ...current, worldFileFile: undefined }));
    setErrors((current) => ({ ...current, worldFile: undefined }));
    update({ worldFile: worldFileTexts(parsed.worldFile) });
    setFitRequest((n) => n + 1);
  }

  async function chooseKmz(file: File): Promise<void> {
    const fallbackName = file.name.replace(/\.kmz$/i, '');
    const read = await readKmz(file, fallbackName);
    if (!read.ok) {
      const message = {
        'not-a-kmz': kmzNotAKmzMessage,
        'no-overlay': kmzNoOverlayMessage,
        'no-image': kmzNoImageMessage,
      }[read.reason];
      setProblems((current) => ({ ...current, kmz: message }));
      return;
    }
    const preview = await chooseImage(read.overlay.image);
    if (!preview) {
      setProblems((current) => ({ ...current, kmz: kmzNoImageMessage }));
      return;
    }
    setProblems((current) => ({ ...current, kmz: undefined }));
    setErrors({});
    setValues((current) => ({
      ...current,
      name: read.overlay.name,
      sourceType: 'image',
      coordinateSystem: 'EPSG:4326',
      worldFile: worldFileTexts(overlayWorldFile(read.overlay, preview.widthPx, preview.heightPx)),
    }));
  }

  function showErrors(next: OmapFormErrors): void {
    setErrors(next);
    setErrorsShown((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setAlert(null);
    const check = checkOmapForm(values, formImage);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      let input = { ...check.input, imageLocation: omap?.imageLocation ?? null };
      if (values.sourceType === 'image' && chosen) {
        const uploaded = await uploadMapImage(chosen.file);
        input = { ...input, imageLocation: uploaded.imageLocation };
        if (input.worldFile) {
          input = { ...input, imageWidth: uploaded.imageWidth, imageHeight: uploaded.imageHeight };
        }
      }
      if (values.sourceType === 'tiles') input = { ...input, imageLocation: null };
      const saved = omap ? await updateOmap({ ...input, id: omap.id }) : await createOmap(input);
      await queryClient.invalidateQueries({ queryKey: ['omaps'] });
      showToast(omapSavedMessage);
      await navigate({ to: '/maps', search: { omapId: saved.id, mode: 'view' } });
    } catch (error) {
      onSaveFailed(error);
    } finally {
      setSaving(false);
    }
  }

  function onSaveFailed(error: unknown): void {
    if (error instanceof MapImageUploadError) {
      if (error.status === 413) {
        setProblems((current) => ({ ...current, image: imageTooLargeMessage }));
        setErrorsShown((n) => n + 1);
        return;
      }
      if (isFieldErrorCode(error.reason)) {
        showErrors({ image: error.reason });
        return;
      }
      setAlert(messageForCode(error.code));
      return;
    }
    const fields = Object.entries(apiFieldErrors(error)).filter(([, reason]) =>
      isFieldErrorCode(reason),
    );
    if (fields.length > 0) {
      showErrors(
        Object.fromEntries(
          fields.map(([path, reason]) => [formFieldOfApiPath(path), reason as FieldErrorCode]),
        ),
      );
      return;
    }
    const code = apiErrorCode(error);
    if (code) setAlert(messageForCode(code));
    else reportUnexpectedError(error);
  }

  const isImage = values.sourceType === 'image';
  const pickLabels: Record<PickTarget, string> = {
    bottomLeft: t`Tap the map where the bottom-left (south-west) corner is.`,
    topRight: t`Tap the map where the top-right (north-east) corner is.`,
    centre: t`Tap the map where the centre of the map is.`,
  };
  const title = omap ? t`Edit map` : t`New map`;
  const imageName = chosen?.file.name ?? null;
  const imageWidth = chosen?.preview.widthPx;
  const imageHeight = chosen?.preview.heightPx;
  const hasProblems = Boolean(problems.image ?? problems.kmz ?? problems.worldFileFile);

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
          <FormErrorSummary show={Object.values(errors).some(Boolean) || hasProblems} />
          <FormAlert message={alert} />
          <form
            ref={formRef}
            className="form omap-form"
            noValidate
            aria-labelledby="omap-form-title"
            onSubmit={(event) => void onSubmit(event)}
          >
            <InputField
              name="name"
              label={t`Name`}
              value={values.name}
              onChange={(value) => update({ name: value })}
              error={errors.name}
            />
            <RadioGroup
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
            <RadioGroup
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
            {isImage ? (
              <fieldset className="maps-group">
                <legend>
                  <Trans>Map image</Trans>
                </legend>
                <FileField
                  name="kmz"
                  label={t`Import a KMZ file (ground overlay)`}
                  accept={KMZ_ACCEPT}
                  hint={t`Fills in the image, its position and the name from the file.`}
                  problem={problems.kmz ? i18n._(problems.kmz) : null}
                  onFile={(file) => void chooseKmz(file)}
                />
                <FileField
                  name="image"
                  label={t`Image file`}
                  accept={IMAGE_ACCEPT}
                  error={errors.image}
                  problem={problems.image ? i18n._(problems.image) : null}
                  onFile={(file) => void chooseImage(file)}
                >
                  {chosen ? (
                    <p className="field-hint" data-testid="chosen-image">
                      <Trans>
                        Chosen: {imageName} ({imageWidth} × {imageHeight} px)
                      </Trans>
                    </p>
                  ) : omap?.imageLocation ? (
                    <p className="field-hint">
                      <Trans>The stored image is kept unless you choose another.</Trans>
                    </p>
                  ) : null}
                </FileField>
                <FileField
                  name="worldFileFile"
                  label={t`World file (.pgw, .jgw, .wld, .tfw)`}
                  accept={WORLD_FILE_ACCEPT}
                  hint={t`Or type its six numbers below.`}
                  problem={problems.worldFileFile ? i18n._(problems.worldFileFile) : null}
                  onFile={(file) => void chooseWorldFile(file)}
                />
                <fieldset
                  className={errors.worldFile ? 'world-file field-invalid' : 'world-file'}
                  aria-describedby={describedBy(errors.worldFile && 'field-worldFile-error')}
                >
                  <legend>
                    <Trans>World file numbers (in the file's order)</Trans>
                  </legend>
                  {[
                    t`A: pixel width`,
                    t`D: rotation (row)`,
                    t`B: rotation (column)`,
                    t`E: pixel height (negative)`,
                    t`C: x of the top-left pixel`,
                    t`F: y of the top-left pixel`,
                  ].map((label, index) => (
                    <InputField
                      key={label}
                      name={`worldFile${index}`}
                      label={label}
                      value={values.worldFile[index] ?? ''}
                      inputMode="decimal"
                      error={undefined}
                      onChange={(value) => setWorldFileNumber(index, value)}
                    />
                  ))}
                  <FieldError name="worldFile" error={errors.worldFile} />
                </fieldset>
                <div className="field">
                  <label htmlFor="field-coordinateSystem">
                    <Trans>Coordinate system of the world file</Trans>
                  </label>
                  <select
                    id="field-coordinateSystem"
                    name="coordinateSystem"
                    value={values.coordinateSystem}
                    onChange={(event) => {
                      if (isCoordinateSystem(event.target.value)) {
                        update({ coordinateSystem: event.target.value });
                        setFitRequest((n) => n + 1);
                      }
                    }}
                  >
                    {COORDINATE_SYSTEMS.map((system) => (
                      <option key={system.id} value={system.id}>
                        {`${system.epsgName} (${system.id})`}
                      </option>
                    ))}
                  </select>
                </div>
              </fieldset>
            ) : (
              <InputField
                name="tileLocation"
                label={t`Tile location`}
                hint={t`A web address with ${TILE_PLACEHOLDERS}, for example ${TILE_LOCATION_EXAMPLE}`}
                value={values.tileLocation}
                onChange={(value) => update({ tileLocation: value })}
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
            <div className="maps-pair">
              <InputField
                name="minZoom"
                label={t`Smallest zoom`}
                inputMode="numeric"
                value={values.minZoom}
                onChange={(value) => update({ minZoom: value })}
                error={errors.minZoom}
              />
              <InputField
                name="maxZoom"
                label={t`Largest zoom`}
                inputMode="numeric"
                value={values.maxZoom}
                onChange={(value) => update({ maxZoom: value })}
                error={errors.maxZoom}
              />
            </div>
            <fieldset className="maps-group">
              <legend>
                <Trans>Bounding box (degrees, WGS84)</Trans>
              </legend>
              {corners ? (
                <p className="field-hint">
                  <Trans>Computed from the world file and the image size.</Trans>
                </p>
              ) : null}
              <div className="maps-pair">
                <InputField
                  name="bottomLeftLat"
                  label={t`Bottom-left latitude`}
                  inputMode="decimal"
                  readOnly={Boolean(corners)}
                  value={shownValues.bottomLeftLat}
                  onChange={(value) => update({ bottomLeftLat: value })}
                  error={errors.bottomLeftLat}
                />
                <InputField
                  name="bottomLeftLng"
                  label={t`Bottom-left longitude`}
                  inputMode="decimal"
                  readOnly={Boolean(corners)}
                  value={shownValues.bottomLeftLng}
                  onChange={(value) => update({ bottomLeftLng: value })}
                  error={errors.bottomLeftLng}
                />
                <InputField
                  name="topRightLat"
                  label={t`Top-right latitude`}
                  inputMode="decimal"
                  readOnly={Boolean(corners)}
                  value={shownValues.topRightLat}
                  onChange={(value) => update({ topRightLat: value })}
                  error={errors.topRightLat}
                />
                <InputField
                  name="topRightLng"
                  label={t`Top-right longitude`}
                  inputMode="decimal"
                  readOnly={Boolean(corners)}
                  value={shownValues.topRightLng}
                  onChange={(value) => update({ topRightLng: value })}
                  error={errors.topRightLng}
                />
              </div>
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
                          const centre = viewport.current?.centre;
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
            <div className="maps-actions">
              <button type="submit" disabled={saving}>
                {saving ? <Trans>Saving…</Trans> : <Trans>Save map</Trans>}
              </button>
            </div>
          </form>
        </div>
        <section className="omap-preview" aria-labelledby="omap-preview-title">
          <h2 id="omap-preview-title">
            <Trans>Preview</Trans>
          </h2>
          <LargeToggle large={large} onChange={setLarge} />
          <div className={large ? 'maps-canvas maps-canvas-large' : 'maps-canvas'}>
            <MapCanvas
              label={t`Map preview`}
              mapRef={mapRef}
              omaps={draft ? [draft] : []}
              onMapClick={pick ? placePoint : undefined}
              onViewportChange={(next) => {
                viewport.current = next;
                setMapReady(true);
              }}
            >
              {bounds ? (
                <Source id="draft-box" type="geojson" data={boxOutline(bounds)}>
                  <Layer id="draft-box-line" type="line" paint={BOX_OUTLINE_PAINT} />
                </Source>
              ) : null}
            </MapCanvas>
          </div>
        </section>
      </div>
    </section>
  );
}

/** "Show large map" / "Show small map": a toggle kept on this device. */
export function LargeToggle({
  large,
  onChange,
}: {
  large: boolean;
  onChange: (large: boolean) => void;
}) {
  return (
    <button type="button" className="secondary maps-size" onClick={() => onChange(!large)}>
      {large ? <Trans>Show small map</Trans> : <Trans>Show large map</Trans>}
    </button>
  );
}
