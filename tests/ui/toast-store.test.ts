import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ERROR_TOAST_MS, unexpectedErrorMessage } from '../../src/ui/error-messages';
import {
  DEFAULT_TOAST_MS,
  dismissToast,
  getToasts,
  reportUnexpectedError,
  showToast,
} from '../../src/ui/toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('the unexpected-error toast shows for exactly 5000 ms', () => {
    expect(UNEXPECTED_ERROR_TOAST_MS).toBe(5000);
    reportUnexpectedError(new Error('boom'));
    expect(getToasts()).toEqual([
      expect.objectContaining({ message: unexpectedErrorMessage, tone: 'error' }),
    ]);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('reports the error it shows', () => {
    const error = new Error('boom');
    reportUnexpectedError(error);
    expect(console.error).toHaveBeenCalledWith('unexpected error', error);
  });

  it('a toast lasts its own time, 5000 ms by default', () => {
    showToast(msg`Saved`);
    showToast(msg`Short`, { tone: 'error', durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(getToasts().map((toast) => toast.message.id)).toEqual([msg`Saved`.id]);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1000);
    expect(getToasts()).toHaveLength(0);
  });

  it('the same message is not shown twice at once, and its time starts again', () => {
    showToast(msg`Saved`);
    vi.advanceTimersByTime(3000);
    showToast(msg`Saved`);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('a new notice replaces the one before; errors stay', () => {
    reportUnexpectedError(new Error('boom'));
    showToast(msg`We have sent a code`);
    showToast(msg`You are signed in`);
    expect(getToasts().map((toast) => toast.message.id)).toEqual([
      unexpectedErrorMessage.id,
      msg`You are signed in`.id,
    ]);
  });

  it('can be closed before its time', () => {
    const id = showToast(msg`Saved`);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });
});
