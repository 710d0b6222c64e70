/**
 * The answer of a punch on the play screen, in English and Norwegian: the code being checked, a
 * punch counted or provisional (with the level it may win), a refusal too far with the distance
 * to the control and how much closer to go, gone once a newer fix has come.
 */
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/error-codes';
import { PunchAnswer } from '../../../src/features/play/punch-answer';
import type { PunchOutcome } from '../../../src/features/play/punch-outcome';
import { errorMessages } from '../../../src/ui/error-messages';
import { renderIn } from '../../ui/support/render-in-locale';

afterEach(cleanup);

const fix = (fixAt: number) => ({ lat: 58.46, lng: 8.77, accuracyMeters: 5, fixAt });
const tooFar: PunchOutcome = {
  kind: 'refused',
  message: errorMessages[ErrorCode.TOO_FAR],
  controlLabel: '36',
  distanceMeters: 67.4,
  closerByMeters: 44.2,
  fixAt: 1000,
};

describe('the punch answer', () => {
  it.each([
    ['en', { kind: 'checking', controlLabel: '36' }, 'Checking the code of control 36…'],
    ['nb', { kind: 'checking', controlLabel: '36' }, 'Sjekker koden for post 36 …'],
    [
      'en',
      { kind: 'punched', method: 'CODE', controlLabel: '36', provisional: true },
      'Control 36 punched by code: it will count when the code is checked.',
    ],
    [
      'nb',
      { kind: 'punched', method: 'CODE', controlLabel: '36', provisional: false },
      'Post 36 stemplet: koden er riktig.',
    ],
    [
      'en',
      {
        kind: 'punched',
        method: 'GPS',
        controlLabel: '38',
        provisional: false,
        provisionalWin: { kind: 'level', levelOrder: 2 },
      },
      'Control 38 punched.Level 2 is open for now: it counts when the server has checked your codes.',
    ],
    [
      'nb',
      {
        kind: 'punched',
        method: 'GPS',
        controlLabel: '38',
        provisional: false,
        provisionalWin: { kind: 'game' },
      },
      'Post 38 stemplet.Alle nivåene er fullført foreløpig: spillet teller når serveren har sjekket kodene dine.',
    ],
    [
      'en',
      tooFar,
      'You are not close enough to punch. Move closer to the control.Control 36 is 67 m away: go about 45 m closer.',
    ],
    [
      'nb',
      tooFar,
      'Du er ikke nær nok til å stemple. Gå nærmere posten.Post 36 er 67 m unna: gå omtrent 45 m nærmere.',
    ],
  ] as const)('in %s: %o reads %s', (locale, outcome, text) => {
    const { container } = renderIn(locale, <PunchAnswer outcome={outcome} fix={fix(1000)} />);
    expect(container.querySelector('.punch-answer')?.textContent).toBe(text);
  });

  it('shows a refusal as an alert', () => {
    renderIn('en', <PunchAnswer outcome={tooFar} fix={fix(1000)} />);
    expect(screen.getByRole('alert').textContent).toContain('67 m away');
  });

  it('never tells a player to go 0 m closer', () => {
    renderIn('en', <PunchAnswer outcome={{ ...tooFar, closerByMeters: 0.2 }} fix={fix(1000)} />);
    expect(screen.getByText(/go about 1 m closer/)).toBeDefined();
  });

  it('drops a refusal once a newer fix has come', () => {
    const { container } = renderIn('en', <PunchAnswer outcome={tooFar} fix={fix(2000)} />);
    expect(container.querySelector('.punch-answer')?.textContent).toBe('');
  });
});
