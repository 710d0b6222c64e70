import { useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { EditorSelection } from '../app/editor-prefetch';

/*
 * What the editor's routes share (the file's leading '-' keeps it out of the route tree). A
 * screen is given both ids, each undefined while the address names none.
 */
type ChosenIds = Record<keyof EditorSelection, string | undefined>;

/**
 * The loader's deps of an editor's route: the chosen ids, so that its prefetch runs again when
 * they change and not for the rest of the search.
 */
export function selectionDeps({
  search: { gameDefinitionId, gameLevelId },
}: {
  search: EditorSelection;
}): ChosenIds {
  return { gameDefinitionId, gameLevelId };
}

/** The component of an editor's route: its screen opens what the search chose. */
export function selectionScreen(Screen: ComponentType<ChosenIds>) {
  return function SelectionScreenRoute() {
    const { gameDefinitionId, gameLevelId } = useSearch({ strict: false });
    return <Screen gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
  };
}
