import { cleanup, fireEvent, screen } from '@testing-library/preact';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadFailed, LoadingOrFailed } from '../../src/ui/load-failed';
import { renderIn, type Locale } from './support/render-in-locale';

afterEach(cleanup);

function renderFailed(locale: Locale, onRetry: () => void) {
  renderIn(locale, <LoadFailed onRetry={onRetry}>Could not load the games.</LoadFailed>);
}

describe('a load that failed', () => {
  it('says what failed as an alert and asks again at the button', () => {
    let asked = 0;
    renderFailed('en', () => (asked += 1));
    expect(screen.getByRole('alert').textContent).toContain('Could not load the games.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked).toBe(1);
  });

  it('names its button in Norwegian', () => {
    renderFailed('nb', () => undefined);
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });
});

describe('queries not answered yet', () => {
  type Query = ComponentProps<typeof LoadingOrFailed>['queries'][number];

  /** A query as the component reads it: whether it failed, and a count of the asks again. */
  function query(isError: boolean) {
    const asked = { count: 0 };
    const refetch = () => {
      asked.count += 1;
      return Promise.resolve();
    };
    // Only what the component reads of a query result: its failure and its refetch.
    return { asked, query: { isError, refetch } as unknown as Query };
  }

  function renderWait(queries: readonly Query[]) {
    renderIn(
      'en',
      <LoadingOrFailed queries={queries} loading="Loading games…" failed="Could not load." />,
    );
  }

  it('says they load as a status while none has failed', () => {
    renderWait([query(false).query, query(false).query]);
    expect(screen.getByRole('status').textContent).toBe('Loading games…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed once one has, and asks each of them again', () => {
    const loading = query(false);
    const failed = query(true);
    renderWait([loading.query, failed.query]);
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect([loading.asked.count, failed.asked.count]).toEqual([1, 1]);
  });
});
