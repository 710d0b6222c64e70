// The hooks live in src/offline/use-current-game.ts; this module stays only until the game state
// page (game-state-page.tsx) imports them from there.
export { useCurrentGame, usePendingCount } from '../../offline/use-current-game';
