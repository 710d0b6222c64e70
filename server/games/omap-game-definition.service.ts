/**
 * Linking maps to games: `createOmapGameDefinition`, `updateOmapGameDefinition`,
 * `deleteOmapGameDefinition`. Only an Editor or Admin who may change the game (its owner, or an
 * Admin) links or unlinks its maps, and only maps they can see. Linking a pair that is already
 * linked returns the existing link (a double tap or an offline replay makes one link, not an
 * error). The seed's unlink is a query by (gameDefinitionId, omapId) with limit 1, then a delete
 * by the link's id.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import { canSee, requireEditor, type ApiContext } from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { idTaken, newOwnedRow } from '../graphql/input-validation';
import { existingRow, lockedChange } from '../graphql/mutation-condition';
import { createOmapRepository } from '../maps/omap.repository';
import { lockRowOfOwnedGame, ownedGameDefinition } from './game-definition-access';
import {
  createOmapGameDefinitionRepository,
  type OmapGameDefinitionRow,
} from './omap-game-definition.repository';

/** Refuses unless the caller can see the map `omapId` (NOT_FOUND). */
async function requireVisibleOmap(context: ApiContext, omapId: string): Promise<void> {
  const omap = await createOmapRepository(context.db).byId(omapId);
  if (!omap || !canSee(context, omap)) {
    throw appError(ErrorCode.NOT_FOUND, { field: 'input.omapId' });
  }
}

/** The stored link the caller may change (its game's owner or an Admin), locked. */
const ownedLink = lockRowOfOwnedGame(createOmapGameDefinitionRepository);

export async function createOmapGameDefinition(
  context: ApiContext,
  input: { id?: string | null; omapId: string; gameDefinitionId: string },
): Promise<OmapGameDefinitionRow> {
  requireEditor(context);
  const key = newOwnedRow(context, input.id);
  await ownedGameDefinition(context, input.gameDefinitionId, 'input.gameDefinitionId');
  await requireVisibleOmap(context, input.omapId);
  const links = createOmapGameDefinitionRepository(context.db);
  const existing = await links.byPair(input.gameDefinitionId, input.omapId);
  if (existing) return existing;
  const row = await links.insert({
    ...key,
    omapId: input.omapId,
    gameDefinitionId: input.gameDefinitionId,
  });
  if (row) return row;
  // Refused by a key: the same pair linked at the same moment, or the id is another link's.
  const raced = await links.byPair(input.gameDefinitionId, input.omapId);
  if (raced) return raced;
  throw idTaken();
}

export const updateOmapGameDefinition = lockedChange(
  ownedLink,
  async (
    context,
    link,
    input: { id: string; omapId?: string | null; gameDefinitionId?: string | null },
  ) => {
    const gameDefinitionId = input.gameDefinitionId ?? link.gameDefinitionId;
    const omapId = input.omapId ?? link.omapId;
    if (gameDefinitionId !== link.gameDefinitionId) {
      await ownedGameDefinition(context, gameDefinitionId, 'input.gameDefinitionId');
    }
    if (omapId !== link.omapId) await requireVisibleOmap(context, omapId);
    const links = createOmapGameDefinitionRepository(context.db);
    const other = await links.byPair(gameDefinitionId, omapId);
    if (other && other.id !== link.id)
      throw appError(ErrorCode.BAD_INPUT, { field: 'input.omapId' });
    const row = await links.update(link.id, { omapId, gameDefinitionId, updatedAt: context.now() });
    return existingRow(row);
  },
);

export const deleteOmapGameDefinition = lockedChange(
  ownedLink,
  async (context, link, _input: { id: string }) => {
    const row = await createOmapGameDefinitionRepository(context.db).delete(link.id);
    return existingRow(row);
  },
);
