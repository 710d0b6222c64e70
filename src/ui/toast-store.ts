/**
 * Short messages shown over the screen for a while (see `toast-host.tsx`): confirmations, and the
 * generic toast for unexpected errors (UNEXPECTED_ERROR_TOAST_MS). A toast holds a message
 * descriptor, translated when shown, so it follows a change of language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The generic toast for anything unexpected (shown for 5000 ms). */
export const unexpectedErrorMessage = msg`An unexpected error occurred. It has been reported.`;
export const UNEXPECTED_ERROR_TOAST_MS = 5000;

export const DEFAULT_TOAST_MS = 5000;

export type ToastTone = 'info' | 'error';

export interface Toast {
  id: number;
  message: MessageDescriptor;
  tone: ToastTone;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows `message` for `durationMs`. The same message already showing is not repeated, and a new
 * notice replaces the one before (the next step of a flow supersedes it); errors stay their time.
 */
export function showToast(
  message: MessageDescriptor,
  { tone = 'info', durationMs = DEFAULT_TOAST_MS }: { tone?: ToastTone; durationMs?: number } = {},
): number {
  toasts
    .filter(
      (toast) => toast.message.id === message.id || (tone === 'info' && toast.tone === 'info'),
    )
    .forEach((toast) => dismissToast(toast.id));
  const id = nextId++;
  update([...toasts, { id, message, tone }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
}

/**
 * Something went wrong that the catalogue has no words for: log it for the report and show the
 * generic "An unexpected error occurred. It has been reported." for UNEXPECTED_ERROR_TOAST_MS.
 */
export function reportUnexpectedError(error: unknown): void {
  console.error('unexpected error', error);
  showToast(unexpectedErrorMessage, { tone: 'error', durationMs: UNEXPECTED_ERROR_TOAST_MS });
}
