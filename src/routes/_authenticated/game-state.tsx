import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GameStatePage } from '../../features/play/game-state-page';

/** The current game's state (no search parameters: anything given is dropped). */
export const Route = createFileRoute('/_authenticated/game-state')({
  validateSearch: v.object({}),
  component: GameStatePage,
});
