import { Trans, useLingui } from '@lingui/react/macro';
import { FieldErrorCode } from '../../domain/error-codes';
import type { ImportedControl } from '../../domain/iof-course-data';
import { fieldErrorMessages } from '../../ui/error-messages';
import { ControlsTableHead, positionText } from './controls-table-head';

/** The controls an import would create, with a secret code the editor may change for each. */
export function IofPreviewTable({
  controls,
  onSecretCode,
}: {
  controls: readonly ImportedControl[];
  onSecretCode: (index: number, secretCode: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (controls.length === 0) {
    return (
      <p>
        <Trans>No controls to import from this choice.</Trans>
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="controls-table">
        <caption>
          <Trans>Preview: not saved yet</Trans>
        </caption>
        <ControlsTableHead />
        <tbody>
          {controls.map((control, index) => {
            const { visualCode, scoreInFile } = control;
            const missing = control.secretCode.trim() === '';
            const errorId = `iof-secret-${index}-error`;
            return (
              <tr key={control.visualCode}>
                <th scope="row">{control.visualCode}</th>
                <td>
                  {control.points}
                  {control.scoreInFile !== null ? (
                    <span className="muted"> {t`(score ${scoreInFile} in the file)`}</span>
                  ) : null}
                </td>
                <td>
                  <input
                    className="table-input"
                    aria-label={t`Secret code for ${visualCode}`}
                    value={control.secretCode}
                    autoComplete="off"
                    aria-invalid={missing ? true : undefined}
                    aria-describedby={missing ? errorId : undefined}
                    onChange={(event) => onSecretCode(index, event.target.value)}
                  />
                  {missing ? (
                    <p id={errorId} className="field-error">
                      {i18n._(fieldErrorMessages[FieldErrorCode.REQUIRED])}
                    </p>
                  ) : null}
                </td>
                <td className="position">{positionText(control)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
