import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameKeys } from '../../../src/api/game-queries';
import type { ApiGameState } from '../../../src/api/play-api';
import { OngoingElsewhereCard } from '../../../src/features/play/ongoing-elsewhere-panel';
import { renderIn, type Locale } from '../../ui/support/render-in-locale';

const GAME_NAME = 'Demo: Arendal levels';
const state = { gameId: 'game-1', gameDefinitionId: 'definition-1' } as ApiGameState;

const WORDS = {
  en: {
    line: 'You have a game going on that is not on this phone.',
    continueHere: 'Continue here',
    cancel: 'Cancel game',
    question: /Cancel this game\?/,
  },
  nb: {
    line: 'Du har et pågående spill som ikke er på denne telefonen.',
    continueHere: 'Fortsett her',
    cancel: 'Avbryt spillet',
    question: /Avbryte dette spillet\?/,
  },
} as const;

/** The card with its game's name known, and the panel it moves the focus to once opened. */
function renderCard(locale: Locale, onContinue: () => void) {
  const client = new QueryClient();
  client.setQueryData(gameKeys.detail(state.gameDefinitionId), {
    name: GAME_NAME,
    omaps: { items: [] },
  });
  renderIn(
    locale,
    <QueryClientProvider client={client}>
      <OngoingElsewhereCard owner="sub-1" state={state} onContinue={onContinue} />
      <div id={`ongoing-elsewhere-${state.gameId}`} tabIndex={-1} data-testid="panel" />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the card of a game ongoing elsewhere', () => {
  for (const locale of ['en', 'nb'] as const) {
    const words = WORDS[locale];
    it(`names the game in one line, and continues here or cancels (${locale})`, async () => {
      const onContinue = vi.fn();
      renderCard(locale, onContinue);
      expect(screen.getByRole('heading', { name: GAME_NAME })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(words.line);

      fireEvent.click(screen.getByRole('button', { name: words.continueHere }));
      expect(onContinue).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('panel')));

      fireEvent.click(screen.getByRole('button', { name: words.cancel }));
      expect(screen.getByRole('group', { name: words.question })).toBeTruthy();
    });
  }
});
