import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { LatLng } from '../../domain/geo';
import {
  CONTROL_POINTS_MAX,
  CONTROL_POINTS_MIN,
  controlSchema,
  type ControlInput,
} from '../../domain/schemas/control';
import { CoordinateFields } from '../../ui/coordinate-fields';
import { TextField } from '../../ui/form-field';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
import { HeadedSection } from '../../ui/headed-section';

interface ControlFormProps {
  title: string;
  visualCode: string;
  secretCode: string;
  points: number;
  /** Where the control is; the fields follow it when it is dragged on the map. */
  position: LatLng;
  submitLabel: string;
  /** Saves; a refusal's field problems are shown next to their fields. */
  onSave: (values: ControlInput) => Promise<void>;
  onClose: () => void;
  /** Take the focus when shown (a control just added on the map). */
  focusFirst?: boolean;
  children?: ReactNode;
}

const degrees = (value: number) => value.toFixed(6);

/**
 * A control's form: visual code (its ID/name), secret code and points (all required; points 1-5),
 * and its position in degrees (also set by tapping or dragging on the map). Each problem shows
 * next to its field.
 */
export function ControlForm(props: ControlFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm(controlSchema);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(props.position);
  const [lat, setLat] = useState(degrees(props.position.lat));
  const [lng, setLng] = useState(degrees(props.position.lng));
  const { formRef, errors } = form;
  const { focusFirst = false } = props;

  // Dragged or tapped on the map: the fields follow.
  if (props.position.lat !== shown.lat || props.position.lng !== shown.lng) {
    setShown(props.position);
    setLat(degrees(props.position.lat));
    setLng(degrees(props.position.lng));
  }

  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector('input')?.focus();
  }, [focusFirst, formRef]);

  // A refusal of no field is the screen's to say (its toast): the form shows the field ones.
  const onSubmit = form.submitWith((values) => {
    setPending(true);
    props
      .onSave(values)
      .catch((error: unknown) => form.showServerErrors(error))
      .finally(() => setPending(false));
  });

  return (
    <HeadedSection className="control-panel" title={props.title}>
      <ValidatedForm form={form} className="form control-form" onSubmit={onSubmit}>
        <TextField
          name="visualCode"
          label={t`ID/name`}
          hint={t`Shown on the map and on the post`}
          defaultValue={props.visualCode}
          error={errors.visualCode}
        />
        <TextField
          name="secretCode"
          label={t`Secret code`}
          hint={t`Written on the post: players type it to punch`}
          defaultValue={props.secretCode}
          autoComplete="off"
          error={errors.secretCode}
        />
        <TextField
          name="points"
          label={t`Points`}
          hint={t`A whole number from ${CONTROL_POINTS_MIN} to ${CONTROL_POINTS_MAX}`}
          inputMode="numeric"
          defaultValue={String(props.points)}
          error={errors.points}
          range={form.ranges.points}
        />
        <CoordinateFields
          className="control-form-position"
          lat={{
            name: 'lat',
            text: lat,
            onText: setLat,
            error: errors.lat,
            range: form.ranges.lat,
          }}
          lng={{
            name: 'lng',
            text: lng,
            onText: setLng,
            error: errors.lng,
            range: form.ranges.lng,
          }}
        />
        <div className="control-form-buttons">
          <button type="submit" disabled={pending}>
            {props.submitLabel}
          </button>
          <button type="button" className="secondary" onClick={props.onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </ValidatedForm>
      {props.children}
    </HeadedSection>
  );
}
