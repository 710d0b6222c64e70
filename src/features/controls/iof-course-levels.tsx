import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  IMPORTED_LEVEL_PUNCH_DISTANCE_METERS,
  importCourseAsLevel,
  importCoursesAsGame,
  type CourseInput,
  type ImportedLevel,
} from '../../api/course-import-api';
import { gameKeys } from '../../api/game-queries';
import { levelKeys } from '../../api/level-queries';
import { planIofImport, type IofImportPlan } from '../../domain/iof-course-data';
import { showToast } from '../../ui/toast-store';
import { importStoppedMessage } from './controls-messages';
import { courseLevelsImportedMessage } from './iof-messages';
import { newSecretCode } from './new-secret-code';
import type { IofFileData } from './iof-xml-reader';

/** The first start of the first course that has one with a position: the new game's start. */
function firstStart(data: IofFileData): { lat: number; lng: number } | null {
  for (const course of data.courses) {
    for (const visit of course.controls) {
      if (visit.type?.toLowerCase() !== 'start') continue;
      const control = data.controls.find((c) => c.code === visit.code);
      if (control?.lat != null && control.lng != null && Number.isFinite(control.lat)) {
        return { lat: control.lat, lng: control.lng };
      }
    }
  }
  return null;
}

function toCourse(name: string, plan: IofImportPlan): CourseInput {
  return {
    name,
    controls: plan.controls.map(({ visualCode, lat, lng, secretCode, points }) => ({
      visualCode,
      lat,
      lng,
      secretCode: secretCode.trim(),
      points,
    })),
  };
}

/**
 * Saves courses of the file as levels: the chosen course (its previewed controls, with the
 * secret codes as edited) as a new level of this game, or every course as a level of a new levels
 * game (inactive and private until published). Opens the first new level when done.
 */
export function IofCourseLevels({
  gameDefinitionId,
  data,
  courseIndex,
  plan,
  onDone,
}: {
  gameDefinitionId: string;
  data: IofFileData;
  /** The course chosen in the preview, or null for every control of the file. */
  courseIndex: number | null;
  plan: IofImportPlan;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [gameName, setGameName] = useState(data.event ?? '');

  const open = async (level: ImportedLevel, levels: number) => {
    showToast(courseLevelsImportedMessage(levels));
    await queryClient.invalidateQueries({ queryKey: levelKeys.all });
    await queryClient.invalidateQueries({ queryKey: gameKeys.all });
    onDone();
    await navigate({
      to: '/game-definitions/selected/levels/selected/controls',
      search: { gameDefinitionId: level.gameDefinitionId, gameLevelId: level.gameLevelId },
    });
  };
  const failed = () => showToast(importStoppedMessage, { tone: 'error' });

  const asLevel = useMutation({
    mutationFn: (course: CourseInput) => importCourseAsLevel(gameDefinitionId, course),
    onSuccess: (level) => open(level, 1),
    onError: failed,
  });
  const asGame = useMutation({
    mutationFn: (courses: CourseInput[]) =>
      importCoursesAsGame(gameName.trim(), firstStart(data), courses),
    onSuccess: (level, courses) => open(level, courses.length),
    onError: failed,
  });

  const course = courseIndex === null ? undefined : data.courses[courseIndex];
  const courseName = course?.name ?? '';
  const courseCount = data.courses.length;
  const busy = asLevel.isPending || asGame.isPending;
  const codesMissing = plan.controls.some((control) => control.secretCode.trim() === '');

  function importAll() {
    const courses = data.courses.map((each, index) => {
      const coursePlan = planIofImport(
        data,
        { kind: 'course', index },
        { existingCodes: [], makeSecretCode: newSecretCode },
      );
      return toCourse(each.name, coursePlan);
    });
    asGame.mutate(courses.filter((each) => each.controls.length > 0));
  }

  return (
    <div className="iof-course-levels">
      <h3>
        <Trans>Save as levels</Trans>
      </h3>
      <p className="field-hint">
        <Trans>
          Each course becomes a level: all its controls must be punched, by GPS (within{' '}
          {IMPORTED_LEVEL_PUNCH_DISTANCE_METERS} m) or by code. Starts and finishes do not become
          controls.
        </Trans>
      </p>
      {course ? (
        <div className="control-form-buttons">
          <button
            type="button"
            disabled={busy || plan.controls.length === 0 || codesMissing}
            onClick={() => asLevel.mutate(toCourse(courseName, plan))}
          >
            <Trans>Import “{courseName}” as a new level of this game</Trans>
          </button>
        </div>
      ) : null}
      {courseCount > 0 ? (
        <form
          className="iof-new-game"
          onSubmit={(event) => {
            event.preventDefault();
            if (gameName.trim() !== '') importAll();
          }}
        >
          <div className="field">
            <label htmlFor="iof-new-game-name">
              <Trans>Name of the new game</Trans>
            </label>
            <input
              id="iof-new-game-name"
              value={gameName}
              required
              autoComplete="off"
              onChange={(event) => setGameName(event.target.value)}
            />
          </div>
          <button type="submit" className="secondary" disabled={busy || gameName.trim() === ''}>
            {t`Import all ${courseCount} courses as levels of a new game`}
          </button>
        </form>
      ) : null}
    </div>
  );
}
