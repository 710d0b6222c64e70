/**
 * Courses of a course file (IOF XML 3.0) saved as levels: one course as a new level of a game, or
 * every course as the levels of a new levels game. Each control code is created once (one post in
 * the terrain) and placed on every level whose course visits it. Calls the existing typed
 * operations one after another; a refusal stops the import where it is (what was saved stays).
 */
import { GameType } from '../domain/game-progress';
import { createControl, createLevelControl } from './controls-api';
import { createGameDefinition } from './games-api';
import { createGameLevel, fetchGameLevels } from './levels-api';

/** The default maximum punch distance of a level (metres), as the level form has it. */
export const IMPORTED_LEVEL_PUNCH_DISTANCE_METERS = 15;

export interface CourseControlInput {
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string;
  points: number;
}

export interface CourseInput {
  name: string;
  controls: readonly CourseControlInput[];
}

export interface ImportedLevel {
  gameDefinitionId: string;
  gameLevelId: string;
}

/** Creates the level of one course with its controls (`controlIds`: codes already created). */
async function saveCourse(
  gameDefinitionId: string,
  course: CourseInput,
  order: number,
  controlIds: Map<string, string>,
): Promise<ImportedLevel> {
  const level = await createGameLevel(gameDefinitionId, {
    name: course.name,
    description: null,
    order,
    // A course is run in full: every control of it is needed.
    minNumberControls: Math.max(1, course.controls.length),
    allowGpsPunching: true,
    allowCodePunching: true,
    minDistanceLegalPunch: IMPORTED_LEVEL_PUNCH_DISTANCE_METERS,
  });
  for (const control of course.controls) {
    let controlId = controlIds.get(control.visualCode);
    if (controlId === undefined) {
      controlId = crypto.randomUUID();
      const { visualCode, lat, lng, secretCode } = control;
      await createControl({ id: controlId, visualCode, lat, lng, secretCode });
      controlIds.set(visualCode, controlId);
    }
    await createLevelControl({
      gameLevelId: level.id,
      gameDefinitionId,
      controlId,
      points: control.points,
    });
  }
  return { gameDefinitionId, gameLevelId: level.id };
}

/** Adds one course as a new level after the game's last one. */
export async function importCourseAsLevel(
  gameDefinitionId: string,
  course: CourseInput,
): Promise<ImportedLevel> {
  const levels = await fetchGameLevels(gameDefinitionId);
  const order = Math.max(0, ...levels.map((level) => level.order)) + 1;
  return saveCourse(gameDefinitionId, course, order, new Map());
}

/**
 * A new levels game (inactive and private) named `name`, starting at `start`, with one level per
 * course in the file's order. Returns the first level.
 */
export async function importCoursesAsGame(
  name: string,
  start: { lat: number; lng: number } | null,
  courses: readonly CourseInput[],
): Promise<ImportedLevel> {
  const game = await createGameDefinition({
    name,
    type: GameType.LEVELS,
    active: false,
    state: 'PRIVATE',
    startLat: start?.lat ?? null,
    startLng: start?.lng ?? null,
  });
  const controlIds = new Map<string, string>();
  const levels: ImportedLevel[] = [];
  for (const [index, course] of courses.entries()) {
    levels.push(await saveCourse(game.id, course, index + 1, controlIds));
  }
  return levels[0] ?? { gameDefinitionId: game.id, gameLevelId: '' };
}
