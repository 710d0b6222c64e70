import { useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * The game and level chosen in the search of an editor's route (`?gameDefinitionId=ID`, and
 * `&gameLevelId=ID` below a level); an id is absent while the address names none. The file's
 * leading '-' keeps it out of the route tree.
 */
interface EditorSelection {
  gameDefinitionId: string | undefined;
  gameLevelId: string | undefined;
}

/**
 * The loader's deps of an editor's route: the chosen ids, so that its prefetch runs again when
 * they change and not for the rest of the search.
 */
export function selectionDeps({
  search: { gameDefinitionId, gameLevelId },
}: {
  search: Partial<EditorSelection>;
}) {
  return { gameDefinitionId, gameLevelId };
}

/** The component of an editor's route: its screen opens what the search chose. */
export function selectionScreen(Screen: ComponentType<EditorSelection>) {
  return function SelectionScreenRoute() {
    const { gameDefinitionId, gameLevelId } = useSearch({ strict: false });
    return <Screen gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
  };
}
