import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as nb } from '../../locales/nb/messages.po';
import { LoadFailed } from '../../src/ui/load-failed';

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
