/**
 * Game writes: `createGameDefinition` and `updateGameDefinition`. Editors and Admins create (the
 * caller is the owner); the owner or an Admin updates. The input is checked by the domain's game
 * schema; its `omapIds` (the form's map selection) is not part of the API input, because maps are
 * linked one by one with `createOmapGameDefinition`. `startGeoHash` is the domain's precision-10
 * geohash of the start point (null without one).
 *
 * Publishing: a new game starts inactive and PRIVATE whatever its input says (it has no map link
 * and no level yet, so players could not play it). An update that makes a game active and PUBLIC
 * is refused with GAME_NOT_PLAYABLE and `extensions.missing` (the publishing checklist's gaps,
 * src/domain/publish-checklist.ts) while anything players need is missing.
 */
import * as v from 'valibot';
import { ErrorCode } from '../../src/domain/error-codes';
import { startGeoHash } from '../../src/domain/geohash';
import { becomesPublished, publishGaps, type PublishGap } from '../../src/domain/publish-checklist';
import { gameDefinitionSchema } from '../../src/domain/schemas/game-definition';
import { requireEditor, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { givenFields, insertedRow, newOwnedRow, parseInput } from '../graphql/input-validation';
import {
  checkedChange,
  existingRow,
  visibleRowToChange,
  type MutationCondition,
} from '../graphql/mutation-condition';
import {
  createGameDefinitionRepository,
  type GameDefinitionRow,
} from './game-definition.repository';

/** CreateGameDefinitionInput and UpdateGameDefinitionInput of the SDL. */
export interface GameDefinitionInput {
  id?: string | null;
  name?: string | null;
  type?: string | null;
  active?: boolean | null;
  state?: string | null;
  startLat?: number | null;
  startLng?: number | null;
}

const [gameFields, ...gameChecks] = gameDefinitionSchema.pipe;

/**
 * The domain's game schema without the form's map selection (`omapIds`): the API input has none,
 * maps are linked one by one afterwards. The fields and the pairing checks are the domain's own.
 */
type ApiGameFields = Omit<v.InferOutput<typeof gameFields>, 'omapIds'>;
type ApiGameCheck = v.PipeItem<ApiGameFields, ApiGameFields, v.BaseIssue<unknown>>;
// The checks read only startLat and startLng, which the narrowed object keeps.
const apiGameChecks = gameChecks as unknown as [ApiGameCheck, ApiGameCheck];
const apiGameDefinitionSchema = v.pipe(v.omit(gameFields, ['omapIds']), ...apiGameChecks);

/** The columns for a whole game input (for an update: the stored game with the input over it). */
function gameDefinitionColumns(input: GameDefinitionInput) {
  const valid = parseInput(apiGameDefinitionSchema, {
    name: input.name,
    type: input.type,
    active: input.active,
    state: input.state ?? undefined,
    startLat: input.startLat,
    startLng: input.startLng,
  });
  const start =
    valid.startLat !== null && valid.startLng !== null
      ? { lat: valid.startLat, lng: valid.startLng }
      : null;
  return {
    name: valid.name,
    type: valid.type,
    active: valid.active,
    state: valid.state,
    startLat: valid.startLat,
    startLng: valid.startLng,
    startGeoHash: start ? startGeoHash(start) : null,
  };
}

/** What `game` lacks before it may be published (empty when nothing). */
export async function publishMissing(
  db: ApiContext['db'],
  game: Pick<GameDefinitionRow, 'id' | 'startLat' | 'startLng'>,
): Promise<PublishGap[]> {
  const repository = createGameDefinitionRepository(db);
  return publishGaps({
    omapCount: await repository.linkedMapCount(game.id),
    startLat: game.startLat,
    startLng: game.startLng,
    levels: await repository.levelsWithControlCounts(game.id),
  });
}

export async function createGameDefinition(
  context: ApiContext,
  input: GameDefinitionInput,
): Promise<GameDefinitionRow> {
  requireEditor(context);
  const key = newOwnedRow(context, input.id);
  const row = await createGameDefinitionRepository(context.db).insert({
    ...gameDefinitionColumns(input),
    // A draft until its checklist holds and it is published (updateGameDefinition).
    active: false,
    state: 'PRIVATE',
    ...key,
  });
  return insertedRow(row);
}

/** The stored game the caller may change (NOT_FOUND, FORBIDDEN, or the condition refused). */
async function gameToChange(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<GameDefinitionRow> {
  const stored = await createGameDefinitionRepository(context.db).byId(id);
  return visibleRowToChange(context, stored, condition);
}

export const updateGameDefinition = checkedChange(
  gameToChange,
  async (context, stored, input: GameDefinitionInput & { id: string }) => {
    const repository = createGameDefinitionRepository(context.db);
    const columns = gameDefinitionColumns({ ...stored, ...givenFields(input) });
    if (becomesPublished(stored, columns)) {
      const missing = await publishMissing(context.db, { ...stored, ...columns });
      if (missing.length > 0) {
        throw appError(ErrorCode.GAME_NOT_PLAYABLE, { field: 'input.state', missing });
      }
    }
    const row = await repository.update(stored.id, {
      ...columns,
      updatedAt: context.now(),
    });
    return existingRow(row);
  },
);
