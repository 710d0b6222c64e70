import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenBarContent } from '../../ui/screen-bar';
import { gameStartedAt, PlayClock } from './play-clock';
import { levelOf } from './play-logic';
import type { CurrentGame } from '../../offline/outbox';

/** The game map's heading id: the screen's section is labelled by it. */
export const GAME_MAP_TITLE_ID = 'game-map-title';

/**
 * The game map's part of the slim top bar (src/ui/screen-bar.tsx): while a game is played, its
 * name, the level (its own name, else its number) and the clock since the start; otherwise the
 * screen's title.
 */
export function PlayBar({
  game,
}: {
  game: (CurrentGame & { current: NonNullable<CurrentGame['current']> }) | null;
}) {
  const { t } = useLingui();
  if (game === null) {
    return (
      <ScreenBarContent>
        <h1 id={GAME_MAP_TITLE_ID} className="play-bar-title">
          <Trans>Game map</Trans>
        </h1>
      </ScreenBarContent>
    );
  }
  const order = game.current.gameLevel.order;
  // A level's own name when it has one (editors often number it themselves), else its order.
  const levelTitle = levelOf(game.game, game.current)?.name || t`Level ${order}`;
  const startedAt = gameStartedAt(game.states);
  return (
    <ScreenBarContent>
      <div className="play-bar-text">
        <h1 id={GAME_MAP_TITLE_ID} className="play-bar-title">
          {game.game.name}
        </h1>
        <p className="play-bar-level">{levelTitle}</p>
      </div>
      {startedAt === null ? null : <PlayClock startedAt={startedAt} />}
    </ScreenBarContent>
  );
}
