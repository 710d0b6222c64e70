import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { GameType } from '../game-progress';
import {
  VISIBILITIES,
  optionalLatitude,
  optionalLongitude,
  requiredChoice,
  requiredText,
  withLatLngPair,
} from './field-schemas';

/** The game types a form may choose, in the order offered. */
export const GAME_TYPES = [GameType.CLASSIC, GameType.LEVELS] as const;

/**
 * Game form (seed: "Game creation requires name, type, active choice and map selection"). name
 * REQUIRED; type classic or levels (REQUIRED, OUT_OF_RANGE for another value); active a boolean
 * that must be chosen (REQUIRED); state PRIVATE or PUBLIC, PRIVATE when missing; omapIds the
 * selected maps, at least one non-blank id (MAP_REQUIRED); startLat/startLng optional (null),
 * in range, and given together (REQUIRED on the missing one).
 */
export const gameDefinitionSchema = withLatLngPair(
  {
    name: requiredText(),
    type: requiredChoice(GAME_TYPES),
    active: v.boolean(FieldErrorCode.REQUIRED),
    state: v.optional(v.picklist(VISIBILITIES, FieldErrorCode.OUT_OF_RANGE), 'PRIVATE'),
    omapIds: v.optional(
      v.pipe(
        v.array(v.string(FieldErrorCode.MAP_REQUIRED), FieldErrorCode.MAP_REQUIRED),
        v.check((ids) => ids.every((id) => id.trim() !== ''), FieldErrorCode.MAP_REQUIRED),
        v.minLength(1, FieldErrorCode.MAP_REQUIRED),
      ),
      () => [],
    ),
    startLat: optionalLatitude(),
    startLng: optionalLongitude(),
  },
  ['startLat', 'startLng'],
);

export type GameDefinitionInput = v.InferOutput<typeof gameDefinitionSchema>;
