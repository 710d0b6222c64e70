import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as nb } from '../../locales/nb/messages.po';
import { readPunchAnswer, type GameState } from '../../src/domain/game-progress';
import {
  CELEBRATIONS,
  CelebrationDialog,
  celebrationForPunch,
  type Celebration,
} from '../../src/ui/celebration-dialog';

function renderIn(locale: string, node: React.ReactNode) {
  const i18n = setupI18n({ locale, messages: { en, nb } });
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

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

describe('the celebration of a punch answer', () => {
  it('follows the seed: all complete celebrates the game, one new state the next level', () => {
    const before = [state('s1', 'ONGOING', 1)];
    expect(celebrationForPunch(readPunchAnswer(before, [state('s1', 'COMPLETE', 1)]))).toBe(
      'game-completed',
    );
    expect(
      celebrationForPunch(
        readPunchAnswer(before, [state('s1', 'COMPLETE', 1), state('s2', 'ONGOING', 2)]),
      ),
    ).toBe('next-level-unlocked');
    expect(celebrationForPunch(readPunchAnswer(before, [state('s1', 'ONGOING', 1)]))).toBeNull();
    expect(celebrationForPunch(readPunchAnswer(before, []))).toBeNull();
  });
});
