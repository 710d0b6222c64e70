/**
 * Where an image map's picture and its position come from: a KMZ ground overlay (image, corners
 * and name at once), an image file, a world file (a file or its six numbers) and the world file's
 * coordinate system. Each file is read in the browser as it is chosen; a file that cannot be read
 * is refused next to its input.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COORDINATE_SYSTEMS,
  isCoordinateSystem,
  parseWorldFile,
  type CoordinateSystem,
} from '../../domain/world-file';
import { describedBy, fieldIds } from '../../ui/field-ids';
import { FieldError, FileField, InputField } from '../../ui/form-field';
import { previewImage, type ImagePreview } from './image-preview';
import { worldFileProblem } from '../../domain/world-file-problem';
import { overlayWorldFile, readKmz } from './kmz-import';
import { kmzImage } from './kmz-mosaic';
import {
  kmzProblemMessage,
  kmzUnreadableImageMessage,
  worldFileProblemMessage,
} from './map-file-messages';
import { imageNotReadableMessage, worldFileNotReadableMessage } from './maps-messages';
import {
  IMAGE_ACCEPT,
  KMZ_ACCEPT,
  WORLD_FILE_ACCEPT,
  worldFileTexts,
  type WorldFileTexts,
} from './omap-form-values';
import type { OmapForm } from './use-omap-form';

/** KML places its overlays in WGS84 degrees. */
const KML_COORDINATE_SYSTEM: CoordinateSystem = 'EPSG:4326';

export function OmapSourceFields({ form }: { form: OmapForm }) {
  const { t, i18n } = useLingui();
  const { values, errors, problems, chosen, omap } = form;

  async function chooseImage(file: File): Promise<ImagePreview | null> {
    const preview = await previewImage(file);
    if (!preview) {
      form.patchProblems({ image: imageNotReadableMessage });
      return null;
    }
    form.takeImage(file, preview);
    return preview;
  }

  async function chooseWorldFile(file: File): Promise<void> {
    let text: string;
    try {
      text = await file.text();
    } catch {
      form.patchProblems({ worldFileFile: worldFileNotReadableMessage });
      return;
    }
    const parsed = parseWorldFile(text);
    if (!parsed.ok) {
      // Named by its line; the six numbers typed so far are kept.
      const problem = worldFileProblem(text);
      form.patchProblems({
        worldFileFile: problem ? worldFileProblemMessage(problem) : worldFileNotReadableMessage,
      });
      return;
    }
    form.patchProblems({ worldFileFile: undefined });
    form.patchErrors({ worldFile: undefined });
    form.update({ worldFile: worldFileTexts(parsed.worldFile) });
    form.requestFit();
  }

  async function chooseKmz(file: File): Promise<void> {
    const fallbackName = file.name.replace(/\.kmz$/i, '');
    const read = await readKmz(file, fallbackName);
    if (!read.ok) {
      form.patchProblems({ kmz: kmzProblemMessage(read.problem) });
      return;
    }
    // A map cut into several overlays (OCAD, OpenOrienteering Mapper) is joined into one image.
    const joined = await kmzImage(read.overlay);
    if (!joined.ok) {
      form.patchProblems({ kmz: kmzUnreadableImageMessage(joined.unreadable) });
      return;
    }
    const preview = await chooseImage(joined.image);
    if (!preview) {
      form.patchProblems({ kmz: kmzUnreadableImageMessage(read.overlay.name) });
      return;
    }
    form.patchProblems({ kmz: undefined });
    form.clearErrors();
    form.update({
      name: read.overlay.name,
      sourceType: 'image',
      coordinateSystem: KML_COORDINATE_SYSTEM,
      worldFile: worldFileTexts(overlayWorldFile(joined, preview.widthPx, preview.heightPx)),
    });
  }

  function setWorldFileNumber(index: number, value: string): void {
    form.setValues((current) => {
      const worldFile = [...current.worldFile] as WorldFileTexts;
      worldFile[index] = value;
      return { ...current, worldFile };
    });
  }

  const imageName = chosen?.file.name ?? null;
  const imageWidth = chosen?.preview.widthPx;
  const imageHeight = chosen?.preview.heightPx;

  return (
    <fieldset className="maps-group">
      <legend>
        <Trans>Map image</Trans>
      </legend>
      <FileField
        name="kmz"
        label={t`Import a KMZ file (ground overlay)`}
        accept={KMZ_ACCEPT}
        hint={t`Fills in the image, its position and the name from the file. A map cut into several overlays (as OCAD and OpenOrienteering Mapper export it) is joined into one image.`}
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
        aria-describedby={describedBy(errors.worldFile && fieldIds('worldFile').errorId)}
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
              form.update({ coordinateSystem: event.target.value });
              form.requestFit();
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
  );
}
