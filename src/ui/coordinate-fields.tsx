import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../domain/error-codes';
import type { FieldRange } from '../domain/schemas/field-range';
import { InputField } from './form-field';

/** One of the two degrees: its form field, its text as typed, its error and allowed range. */
export interface CoordinateField {
  name: string;
  text: string;
  onText: (text: string) => void;
  error?: FieldErrorCode | undefined;
  range?: FieldRange | null | undefined;
}

/**
 * A position as latitude and longitude in decimal degrees, side by side: texts the screen keeps
 * in step with a map (a tap or a drag fills them in), each with its error (the form kit's field).
 */
export function CoordinateFields({
  className,
  lat,
  lng,
}: {
  className: string;
  lat: CoordinateField;
  lng: CoordinateField;
}) {
  const { t } = useLingui();
  const fields = [
    { ...lat, label: t`Latitude` },
    { ...lng, label: t`Longitude` },
  ];
  return (
    <div className={className}>
      {fields.map((field) => (
        <InputField
          key={field.name}
          inputMode="decimal"
          name={field.name}
          label={field.label}
          value={field.text}
          onChange={field.onText}
          error={field.error}
          range={field.range}
        />
      ))}
    </div>
  );
}
