import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { GameNotChosen } from './selection-problem';

/**
 * An editor's screen of the game its address names: its section, named by the screen's heading
 * (`titleId`), holding `Screen` with the game's id, or, when the address names no game, the way
 * back with `notChosen` (what the screen would have shown). The screen's other props go through.
 */
export function gameScreen<Props extends { gameDefinitionId: string }>(
  Screen: ComponentType<Props>,
  {
    className,
    titleId,
    notChosen,
  }: { className: string; titleId: string; notChosen: MessageDescriptor },
) {
  return function GameScreen({
    gameDefinitionId,
    ...props
  }: Omit<Props, 'gameDefinitionId'> & { gameDefinitionId: string | undefined }) {
    const { i18n } = useLingui();
    return (
      <section className={className} aria-labelledby={titleId}>
        {gameDefinitionId === undefined ? (
          <GameNotChosen titleId={titleId} text={i18n._(notChosen)} />
        ) : (
          <Screen {...({ ...props, gameDefinitionId } as Props)} />
        )}
      </section>
    );
  };
}
