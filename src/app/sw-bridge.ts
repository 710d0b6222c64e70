/**
 * The one bridge between the page and the service worker (sw/sw.ts). It registers the worker,
 * tells the UI once that the app is ready to work offline, and, when a new version is waiting,
 * lets the UI ask the user before it takes over (never under a player in the middle of a game).
 * Workbox's page library is loaded only when the worker is registered, after the first paint
 * (see `src/main.tsx`): a visitor's first screen does not wait for it.
 */
import type { Workbox } from 'workbox-window';

export type ServiceWorkerStatus = 'idle' | 'offline-ready' | 'update-waiting';

const OFFLINE_READY_SHOWN_KEY = 'offline-ready-shown';

let status: ServiceWorkerStatus = 'idle';
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

function setStatus(next: ServiceWorkerStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

export function subscribeServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function serviceWorkerStatus(): ServiceWorkerStatus {
  return status;
}

/**
 * Registers `/sw.js` (production builds only: the dev server has no worker). It never rejects: a
 * worker that cannot be registered (a private window, a refused scope, a lost chunk) leaves the
 * app working online, as a browser without service workers would.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  try {
    await register((await import('workbox-window')).Workbox);
  } catch (error) {
    console.warn('The service worker could not be registered:', error);
  }
}

async function register(WorkboxClass: typeof Workbox): Promise<void> {
  workbox = new WorkboxClass('/sw.js', { scope: '/' });
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate && localStorage.getItem(OFFLINE_READY_SHOWN_KEY) === null) {
      localStorage.setItem(OFFLINE_READY_SHOWN_KEY, new Date().toISOString());
      setStatus('offline-ready');
    }
  });
  // Fires for updates found at load and for those the browser finds later ("external" ones).
  workbox.addEventListener('waiting', () => setStatus('update-waiting'));
  await workbox.register();
}

/** The user said yes: let the waiting worker take over; the page reloads when it controls. */
export function acceptUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox?.messageSkipWaiting();
}

export function dismissStatus(): void {
  setStatus('idle');
}
