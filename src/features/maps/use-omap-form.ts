/**
 * The map form's state: the typed values, the chosen image, the errors (the project's form kit,
 * `useValidatedForm`, with the domain's map schema through `checkOmapForm`), the files' own
 * problems and the save. Saving uploads a chosen image (`POST /map-images`), then creates or
 * updates the map; the server's field refusals show next to the same fields, and the first
 * invalid field gets the focus.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  MapImageUploadError,
  createOmap,
  updateOmap,
  uploadMapImage,
  type Omap,
  type OmapWriteInput,
} from '../../api/maps-api';
import { OMAPS_KEY } from '../../api/map-queries';
import { isFieldErrorCode } from '../../domain/schemas/field-errors';
import type { FieldRange } from '../../domain/schemas/field-range';
import { omapSchema } from '../../domain/schemas/omap';
import { omapFieldRanges } from '../../domain/schemas/omap-field-range';
import { cornersBounds } from '../../domain/world-file';
import { messageForCode } from '../../ui/error-messages';
import { showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import type { ImagePreview } from './image-preview';
import { imageTooLargeMessage, omapSavedMessage } from './maps-messages';
import {
  boxBounds,
  boxFromCorners,
  checkOmapForm,
  emptyOmapForm,
  formFieldOfApiPath,
  formImageCorners,
  omapFormValues,
  type FormImage,
  type OmapFormValues,
} from './omap-form-values';

export interface ChosenImage {
  file: File;
  preview: ImagePreview;
  /** Changes with every image, so the map draws the new one as a new source. */
  key: number;
}

/** The files' own refusals (a file that could not be read), in the screen's words. */
export type OmapFileProblems = Partial<
  Record<'image' | 'worldFileFile' | 'kmz', MessageDescriptor>
>;

/** What the save sends: the checked fields and the image chosen now, if any. */
export interface OmapSave {
  input: Omit<OmapWriteInput, 'imageLocation'>;
  image: File | null;
}

/** Uploads the chosen image, then creates the map or updates `omap`. */
async function writeOmap(omap: Omap | null, { input, image }: OmapSave): Promise<Omap> {
  let write: OmapWriteInput = { ...input, imageLocation: omap?.imageLocation ?? null };
  if (input.sourceType === 'image' && image) {
    const uploaded = await uploadMapImage(image);
    write = { ...write, imageLocation: uploaded.imageLocation };
    if (write.worldFile) {
      write = { ...write, imageWidth: uploaded.imageWidth, imageHeight: uploaded.imageHeight };
    }
  }
  if (input.sourceType === 'tiles') write = { ...write, imageLocation: null };
  return omap ? updateOmap({ ...write, id: omap.id }) : createOmap(write);
}

export function useOmapForm(omap: Omap | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useValidatedForm(omapSchema);
  const [values, setValues] = useState<OmapFormValues>(() =>
    omap ? omapFormValues(omap) : emptyOmapForm(),
  );
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [problems, setProblems] = useState<OmapFileProblems>({});
  const [fitRequest, setFitRequest] = useState(omap ? 1 : 0);
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

  function update(patch: Partial<OmapFormValues>): void {
    setValues((current) => ({ ...current, ...patch }));
  }

  function patchProblems(patch: OmapFileProblems): void {
    setProblems((current) => ({ ...current, ...patch }));
  }

  /** Takes a readable image as the map's image and fits the preview to it. */
  function takeImage(file: File, preview: ImagePreview): void {
    imageKey.current += 1;
    setChosen({ file, preview, key: imageKey.current });
    patchProblems({ image: undefined });
    form.patchErrors({ image: undefined });
    requestFit();
  }

  /** Asks the preview to fit the map being made (a new image, world file or system). */
  function requestFit(): void {
    setFitRequest((n) => n + 1);
  }

  function onSaveFailed(error: unknown): void {
    if (error instanceof MapImageUploadError) {
      if (error.status === 413) {
        patchProblems({ image: imageTooLargeMessage });
        // The fields passed the check before the upload: only the image's refusal shows.
        form.showErrors({});
        return;
      }
      if (isFieldErrorCode(error.reason)) {
        form.showErrors({ image: error.reason });
        return;
      }
      form.setFailure(messageForCode(error.code));
      return;
    }
    form.showRefusal(error, { fieldOf: formFieldOfApiPath });
  }

  const save = useMutation({
    mutationFn: (write: OmapSave) => writeOmap(omap, write),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: OMAPS_KEY });
      showToast(omapSavedMessage);
      await navigate({ to: '/maps', search: { omapId: saved.id, mode: 'view' } });
    },
    onError: onSaveFailed,
  });

  const onSubmit = form.submitChecked(
    () => checkOmapForm(values, formImage),
    (input) =>
      save.mutate({
        input,
        image: values.sourceType === 'image' ? (chosen?.file ?? null) : null,
      }),
  );

  const hasProblems = Boolean(problems.image ?? problems.kmz ?? problems.worldFileFile);
  const state = {
    omap,
    values,
    shownValues,
    update,
    setValues,
    errors: form.errors,
    /** The range a field's OUT_OF_RANGE error names, rules between fields included. */
    ranges: omapFieldRanges(values) as Readonly<Partial<Record<string, FieldRange>>>,
    patchErrors: form.patchErrors,
    clearErrors: form.clearErrors,
    showSummary: form.hasErrors || hasProblems,
    problems,
    patchProblems,
    /** A refusal of the whole form, shown above it. */
    failure: form.failure,
    chosen,
    takeImage,
    corners,
    bounds,
    fitRequest,
    requestFit,
    onSubmit,
    saving: save.isPending,
  };
  // The form element's ref apart: the state is read while rendering, the ref only after.
  return { form: state, formRef: form.formRef };
}

export type OmapForm = ReturnType<typeof useOmapForm>['form'];
