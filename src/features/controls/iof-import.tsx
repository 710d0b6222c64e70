import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import {
  courseControlCount,
  planIofImport,
  type ImportedControl,
  type IofCourseChoice,
  type IofImportPlan,
} from '../../domain/iof-course-data';
import { showToast } from '../../ui/toast-store';
import {
  controlsImportedMessage,
  importStoppedMessage,
  iofSkipReasonMessages,
} from './controls-messages';
import { IofPreviewTable } from './iof-preview-table';
import { newSecretCode } from './new-secret-code';
import { iofReadErrorMessage } from './iof-messages';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { IofCourseLevels } from './iof-course-levels';
import { IofPreviewMap } from './iof-preview-map';
import { readIofCourseData, type IofFileData, type IofReadFailure } from './iof-xml-reader';
import type { ControlActions } from './use-control-actions';
import { HeadedSection } from '../../ui/headed-section';

interface IofImportProps {
  /** The game's maps shown on the level's map, drawn under the preview too. */
  omaps?: readonly OmapDisplay[];
  /** The game of the level: a course may become a new level of it. */
  gameDefinitionId: string;
  /** Visual codes already on the level (not imported again). */
  existingCodes: readonly string[];
  actions: ControlActions;
  /** The controls being previewed (drawn on the map), or none. */
  onPreview: (controls: readonly ImportedControl[]) => void;
}

/**
 * Imports the controls of an IOF XML 3.0 course file onto the level: choose the file and a course
 * (or every control), look at the preview on the map and in the table, change secret codes if
 * wanted, then save. Nothing is saved before that.
 */
export function IofImport({
  gameDefinitionId,
  omaps,
  existingCodes,
  actions,
  onPreview,
}: IofImportProps) {
  const { t, i18n } = useLingui();
  const [data, setData] = useState<IofFileData | null>(null);
  const [readError, setReadError] = useState<IofReadFailure | null>(null);
  const [choice, setChoice] = useState('all');
  const [plan, setPlan] = useState<IofImportPlan | null>(null);
  const [fileKey, setFileKey] = useState(0);

  function showPlan(next: IofImportPlan | null) {
    setPlan(next);
    onPreview(next?.controls ?? []);
  }

  function planFor(file: IofFileData, value: string) {
    const courseChoice: IofCourseChoice =
      value === 'all' ? { kind: 'all' } : { kind: 'course', index: Number(value) };
    return planIofImport(file, courseChoice, { existingCodes, makeSecretCode: newSecretCode });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setReadError(null);
    if (!file) return;
    const text = await file.text().catch(() => '');
    const result = readIofCourseData(text);
    if (!result.ok) {
      setReadError(result);
      setData(null);
      showPlan(null);
      return;
    }
    const first = result.data.courses.length > 0 ? '0' : 'all';
    setData(result.data);
    setChoice(first);
    showPlan(planFor(result.data, first));
  }

  function onChoice(value: string) {
    setChoice(value);
    if (data) showPlan(planFor(data, value));
  }

  function reset() {
    setData(null);
    showPlan(null);
    setFileKey((key) => key + 1);
  }

  function save() {
    if (!plan || plan.controls.some((control) => control.secretCode.trim() === '')) return;
    const controls = plan.controls.map(({ scoreInFile: _score, ...values }) => ({
      ...values,
      secretCode: values.secretCode.trim(),
    }));
    actions.importAll.mutate(controls, {
      onSuccess: (count) => {
        showToast(controlsImportedMessage(count));
        reset();
      },
      onError: () => {
        // Those saved are on the level now: choosing the file again skips them.
        showToast(importStoppedMessage, { tone: 'error' });
        reset();
      },
    });
  }

  const fileCount = data?.controls.length ?? 0;
  const saveCount = plan?.controls.length ?? 0;

  return (
    <HeadedSection className="control-panel" title={<Trans>Import from a course file</Trans>}>
      <div className="field">
        <label htmlFor="iof-file">
          <Trans>IOF XML 3.0 course file</Trans>
        </label>
        <p id="iof-file-hint" className="field-hint">
          <Trans>
            Exported from OCAD, Purple Pen or Condes. Nothing is saved before you have seen the
            preview.
          </Trans>
        </p>
        <input
          key={fileKey}
          id="iof-file"
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby={readError ? 'iof-file-error iof-file-hint' : 'iof-file-hint'}
          aria-invalid={readError ? true : undefined}
          onChange={(event) => void onFile(event)}
        />
        {readError ? (
          <p id="iof-file-error" className="field-error" role="alert">
            {i18n._(iofReadErrorMessage(readError))}
          </p>
        ) : null}
      </div>
      {data && plan ? (
        <div className="iof-preview">
          <div className="field">
            <label htmlFor="iof-course">
              <Trans>Course</Trans>
            </label>
            <select id="iof-course" value={choice} onChange={(e) => onChoice(e.target.value)}>
              <option value="all">{t`Every control in the file (${fileCount})`}</option>
              {data.courses.map((course, index) => {
                const { name, family } = course;
                const count = courseControlCount(course);
                return (
                  <option key={index} value={String(index)}>
                    {family === null
                      ? t`${name} (${count} controls)`
                      : t`${name}, family ${family} (${count} controls)`}
                  </option>
                );
              })}
            </select>
          </div>
          <IofPreviewMap
            data={data}
            choice={choice === 'all' ? { kind: 'all' } : { kind: 'course', index: Number(choice) }}
            omaps={omaps}
          />
          <IofPreviewTable
            controls={plan.controls}
            onSecretCode={(index, secretCode) =>
              showPlan({
                ...plan,
                controls: plan.controls.map((c, i) => (i === index ? { ...c, secretCode } : c)),
              })
            }
          />
          {plan.skipped.length > 0 ? (
            <>
              <h3>
                <Trans>Not imported</Trans>
              </h3>
              <ul className="iof-skipped">
                {plan.skipped.map((skip, index) => (
                  <li key={`${skip.code}-${index}`}>
                    {skip.code}: {i18n._(iofSkipReasonMessages[skip.reason])}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="control-form-buttons">
            <button
              type="button"
              disabled={plan.controls.length === 0 || actions.importAll.isPending}
              onClick={save}
            >
              <Trans>Save {saveCount} controls</Trans>
            </button>
            <button type="button" className="secondary" onClick={reset}>
              <Trans>Cancel import</Trans>
            </button>
          </div>
          <IofCourseLevels
            gameDefinitionId={gameDefinitionId}
            data={data}
            courseIndex={choice === 'all' ? null : Number(choice)}
            plan={plan}
            onDone={reset}
          />
        </div>
      ) : null}
    </HeadedSection>
  );
}
