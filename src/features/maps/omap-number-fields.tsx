import { InputField } from '../../ui/form-field';
import type { BoxField, OmapFormValues } from './omap-form-values';
import type { OmapForm } from './use-omap-form';

/**
 * Number fields of the map form side by side, one for each of `labels` in its order: each shows
 * its value in `values` (the form's own unless given), its error and its allowed range, and a
 * change updates the form.
 */
export function OmapNumberFields<F extends 'minZoom' | 'maxZoom' | BoxField>({
  form,
  labels,
  values = form.values,
  inputMode,
  readOnly,
}: {
  form: OmapForm;
  labels: Record<F, string>;
  values?: Pick<OmapFormValues, F>;
  inputMode: 'numeric' | 'decimal';
  readOnly?: boolean;
}) {
  return (
    <div className="maps-pair">
      {(Object.keys(labels) as F[]).map((field) => (
        <InputField
          key={field}
          name={field}
          label={labels[field]}
          inputMode={inputMode}
          readOnly={readOnly}
          value={values[field]}
          onChange={(value) => form.update({ [field]: value })}
          error={form.errors[field]}
          range={form.ranges[field]}
        />
      ))}
    </div>
  );
}
