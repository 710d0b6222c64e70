/**
 * Input of the `startNewGame` mutation: the device's ids of the game and of its first level's
 * state, the game definition, and (for a game started without signal) the device's start time.
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { isoTimestampMs, optionalText, requiredText } from './field-schemas';
import { PUNCH_ID_MAX_LENGTH } from './punch';

const shortId = () =>
  v.maxLength<string, number, FieldErrorCode>(PUNCH_ID_MAX_LENGTH, FieldErrorCode.OUT_OF_RANGE);

/**
 * gameId (REQUIRED) and gameDefinitionId (GAME_DEFINITION_ID_MISSING) are required, each at most
 * `PUNCH_ID_MAX_LENGTH` (OUT_OF_RANGE). gameStateId (the first level's state id chosen by the
 * device, at most `PUNCH_ID_MAX_LENGTH`) and startedAt (when the device started the game, ISO 8601
 * with seconds and zone, see `isoTimestampMs`; else OUT_OF_RANGE) are optional (null when absent):
 * the server then uses its own id and clock.
 */
export const startNewGameInputSchema = v.object(
  {
    gameId: v.pipe(requiredText(), shortId()),
    gameDefinitionId: v.pipe(requiredText(FieldErrorCode.GAME_DEFINITION_ID_MISSING), shortId()),
    gameStateId: v.pipe(
      optionalText(),
      v.check(
        (id: string | null) => id === null || id.length <= PUNCH_ID_MAX_LENGTH,
        FieldErrorCode.OUT_OF_RANGE,
      ),
    ),
    startedAt: v.pipe(
      optionalText(),
      v.check(
        (text: string | null) => text === null || isoTimestampMs(text) !== null,
        FieldErrorCode.OUT_OF_RANGE,
      ),
    ),
  },
  FieldErrorCode.REQUIRED,
);

export type StartNewGameInput = v.InferOutput<typeof startNewGameInputSchema>;
