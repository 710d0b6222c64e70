import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as nb } from '../../locales/nb/messages.po';
import { LoadFailed, LoadingOrFailed } from '../../src/ui/load-failed';

afterEach(cleanup);

function renderIn(locale: 'en' | 'nb', onRetry: () => void) {
  const i18n = setupI18n({ locale, messages: { en, nb } });
  render(
    <I18nProvider i18n={i18n}>
      <LoadFailed onRetry={onRetry}>Could not load the games.</LoadFailed>
    </I18nProvider>,
  );
}

describe('a load that failed', () => {
  it('says what failed as an alert and asks again at the button', () => {
    let asked = 0;
    renderIn('en', () => (asked += 1));
    expect(screen.getByRole('alert').textContent).toContain('Could not load the games.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked).toBe(1);
  });

  it('names its button in Norwegian', () => {
    renderIn('nb', () => undefined);
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
    const i18n = setupI18n({ locale: 'en', messages: { en, nb } });
    render(
      <I18nProvider i18n={i18n}>
        <LoadingOrFailed queries={queries} loading="Loading games…" failed="Could not load." />
      </I18nProvider>,
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
