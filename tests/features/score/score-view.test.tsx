import { cleanup, screen, within } from '@testing-library/preact';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameScore } from '../../../src/api/score-api';
import { RankingList } from '../../../src/features/score/ranking-list';
import { WeeklyBars } from '../../../src/features/score/weekly-chart';
import { renderIn, type Locale } from '../../ui/support/render-in-locale';

afterEach(cleanup);

const row = (owner: string, score: number, nick: string | null = owner): GameScore => ({
  id: `USER#${owner}`,
  state: 'PUBLIC',
  period: 'WEEK',
  currentPeriod: '2026-W47',
  owner,
  ownerType: 'USER',
  score,
  ownerNickName: nick,
});

/** The ranking as player `me` sees it, in a table unless `asCards`. */
function renderRanking(
  locale: Locale,
  props: Pick<ComponentProps<typeof RankingList>, 'caption' | 'rows' | 'standing'> & {
    asCards?: boolean;
  },
) {
  renderIn(locale, <RankingList sub="me" asCards={false} {...props} />);
}

describe('the ranking list', () => {
  it('is a table with the own row marked', () => {
    renderRanking('en', {
      caption: 'Individuals',
      rows: [row('a', 9, 'Anna'), row('me', 7, 'Meg'), row('c', 5, null)],
      standing: { points: 7, isPrivate: false, place: 2 },
    });
    const table = screen.getByRole('table', { name: 'Individuals' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.textContent).toBe('2Meg (you)7');
    expect(rows[3]?.textContent).toBe('3Player without a nickname5');
  });

  it('adds the own row after the list when it is not loaded', () => {
    renderRanking('en', {
      caption: 'Individuals',
      rows: [row('a', 9)],
      standing: { points: 1, isPrivate: false, place: null },
    });
    const rows = screen.getAllByRole('row');
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.textContent).toBe('…You1');
  });

  it('shows cards by preference, in Norwegian', () => {
    renderRanking('nb', {
      caption: 'Enkeltpersoner',
      rows: [row('a', 9, 'Anna'), row('me', 1, 'Meg')],
      standing: { points: 1, isPrivate: false, place: 2 },
      asCards: true,
    });
    const items = within(screen.getByRole('list', { name: 'Enkeltpersoner' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['1Anna9 poeng', '2Meg (deg)1 poeng']);
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
  });
});

describe('the weekly chart', () => {
  it('says in words and in a table what the bars show', () => {
    renderIn('en', <WeeklyBars weeks={['2026-W45', '2026-W46', '2026-W47']} points={[0, 4, 2]} />);
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of your points per week. Points in weeks 45 to 47: 6 in all, 4 in the best week.',
      }),
    ).toBeTruthy();
    const cells = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'WeekPoints',
      '2026-W450',
      '2026-W464',
      '2026-W472',
    ]);
  });

  it('says when there are no points', () => {
    renderIn('nb', <WeeklyBars weeks={['2026-W46', '2026-W47']} points={[0, 0]} />);
    expect(screen.getByText('Ingen poeng i uke 46 til 47.')).toBeTruthy();
  });
});
