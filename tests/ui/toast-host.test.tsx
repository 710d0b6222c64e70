import { msg } from '@lingui/core/macro';
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { unexpectedErrorMessage } from '../../src/ui/error-messages';
import { ToastHost } from '../../src/ui/toast-host';
import { dismissToast, getToasts, showToast } from '../../src/ui/toast-store';
import { renderIn, type Locale } from './support/render-in-locale';

const renderHost = (locale: Locale) => renderIn(locale, <ToastHost />);

afterEach(() => {
  cleanup();
  getToasts().forEach((toast) => dismissToast(toast.id));
});

describe('the toast host', () => {
  it('is a live region before any toast, so each one is announced', () => {
    renderHost('en');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it("shows a toast in the user's language and closes it on request", () => {
    renderHost('nb');
    void act(() => {
      showToast(unexpectedErrorMessage, { tone: 'error' });
    });
    expect(screen.getByRole('status').textContent).toMatch(/^En uventet feil oppstod/);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows an error and a notice together, in order', () => {
    renderHost('en');
    void act(() => {
      showToast(msg`First`, { tone: 'error' });
      showToast(msg`Second`);
    });
    expect(screen.getByRole('status').textContent).toMatch(/First.*Second/);
  });
});
