/**
 * The one bridge between the page and the service worker (sw/sw.ts). It registers the worker,
 * tells the UI once that the app is ready to work offline, and, when a new version is waiting,
 * lets the UI ask the user before it takes over (never under a player in the middle of a game).
 */
import { Workbox } from 'workbox-window';

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

/** Registers `/sw.js` (production builds only: the dev server has no worker). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate && localStorage.getItem(OFFLINE_READY_SHOWN_KEY) === null) {
      localStorage.setItem(OFFLINE_READY_SHOWN_KEY, new Date().toISOString());
      setStatus('offline-ready');
    }
  });
  // Fires for updates found at load and for those the browser finds later ("external" ones).
  workbox.addEventListener('waiting', () => setStatus('update-waiting'));
  void workbox.register();
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
