import { lazy, Suspense, type ReactNode } from 'react';

const AppMenu = lazy(() => import('./app-menu').then((module) => ({ default: module.AppMenu })));

/**
 * The slim bar's menu (src/app/app-menu.tsx), loaded by the full-screen screens that show it
 * rather than by every first visit. Until it is in, an empty box of the button's size holds its
 * place, so nothing in the bar moves when it comes.
 */
export function AppMenuSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<span className="app-menu-button" aria-hidden="true" />}>
      <AppMenu>{children}</AppMenu>
    </Suspense>
  );
}
