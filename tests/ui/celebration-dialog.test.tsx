import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPunchAnswer, type GameState } from '../../src/domain/game-progress';
import {
  CELEBRATIONS,
  CelebrationDialog,
  shownForPunchAnswer,
  type Celebration,
} from '../../src/ui/celebration-dialog';
import { renderIn } from './support/render-in-locale';

afterEach(cleanup);

const state = (id: string, progress: string, order: number): GameState =>
  ({
    id,
    gameId: 'g',
    gameDefinitionId: 'd',
    progress,
    owner: 'me',
    gameLevel: { id: `l${order}`, minNumberControls: 1, order },
  }) as unknown as GameState;

describe('the celebration dialog', () => {
  const titles: Record<Celebration, RegExp> = {
    'level-completed': /^Level completed!$/,
    'next-level-unlocked': /^New level unlocked!$/,
    'game-completed': /^All levels completed!$/,
    'nothing-to-celebrate': /^Nothing to celebrate yet$/,
  };

  it.each(CELEBRATIONS)(
    'shows "%s" as a labelled modal dialog with focus on its button',
    (kind) => {
      renderIn('en', <CelebrationDialog celebration={kind} onClose={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: titles[kind] });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button'));
    },
  );

  it('names the level when it knows it', () => {
    renderIn(
      'en',
      <CelebrationDialog celebration="next-level-unlocked" levelOrder={2} onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog').textContent).toContain('level 2 is ready');
  });

  it('speaks Norwegian', () => {
    renderIn('nb', <CelebrationDialog celebration="game-completed" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Alle nivåer fullført!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeTruthy();
  });

  it('closes with its button and with Escape, and keeps Tab inside', () => {
    const onClose = vi.fn();
    renderIn('en', <CelebrationDialog celebration="level-completed" onClose={onClose} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back where it was when it closes', () => {
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Punch
          </button>
          {open ? (
            <CelebrationDialog celebration="game-completed" onClose={() => setOpen(false)} />
          ) : null}
        </>
      );
    }
    renderIn('en', <Host />);
    const opener = screen.getByRole('button', { name: 'Punch' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('what a punch answer shows', () => {
  const before = [state('s1', 'ONGOING', 1)];
  const read = (answer: GameState[]) => readPunchAnswer(before, answer);
  const ordinary = { punchedLevelComplete: false };

  it('follows the seed: all complete celebrates the game, one new state the next level', () => {
    expect(shownForPunchAnswer(read([state('s1', 'COMPLETE', 1)]), ordinary)).toEqual({
      kind: 'celebration',
      celebration: 'game-completed',
    });
    expect(
      shownForPunchAnswer(read([state('s1', 'COMPLETE', 1), state('s2', 'ONGOING', 2)]), ordinary),
    ).toEqual({ kind: 'celebration', celebration: 'next-level-unlocked', levelOrder: 2 });
  });

  it('shows nothing for an ordinary punch: its line of text is the answer', () => {
    expect(shownForPunchAnswer(read([state('s1', 'ONGOING', 1)]), ordinary)).toBeNull();
  });

  it('says level completed when the punched level completes without opening another', () => {
    expect(
      shownForPunchAnswer(read([state('s1', 'ONGOING', 1)]), {
        punchedLevelComplete: true,
        punchedLevelOrder: 1,
      }),
    ).toEqual({ kind: 'celebration', celebration: 'level-completed', levelOrder: 1 });
  });

  it('says nothing to celebrate when a win the phone showed did not come with the answer', () => {
    expect(
      shownForPunchAnswer(read([state('s1', 'ONGOING', 1)]), { ...ordinary, expectedWin: true }),
    ).toEqual({ kind: 'celebration', celebration: 'nothing-to-celebrate' });
  });

  it.each([
    [
      'more than one new state',
      [state('s1', 'COMPLETE', 1), state('s2', 'ONGOING', 2), state('s3', 'ONGOING', 3)],
    ],
    ['no state at all', []],
  ])('raises the unexpected-error toast for %s', (_name, answer) => {
    expect(shownForPunchAnswer(read(answer), ordinary)).toEqual({ kind: 'unexpected-error' });
  });
});
