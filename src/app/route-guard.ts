/**
 * Who may see which screen. Signed-out visitors reach home, /korona, /about, /error, the 404 page
 * and the sign-in screens; every member screen sends them to /sign-in?redirect=<path> and, after
 * signing in, back. Two checks share one rule:
 * - the pathless layout route `routes/_authenticated.tsx` guards every screen placed under it
 *   (a new member screen goes there, and is guarded without being listed anywhere);
 * - the root route guards every path below the seed's member paths (`MEMBER_PATHS`), those that
 *   match no screen too, so a mistyped link such as /score/weekly signs the user in first and then
 *   shows the 404 page: a signed-out visitor does not learn which member paths exist.
 * The check reads the last known user (see `current-user-store.ts`), so it answers at once and
 * offline.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getCurrentUser, isSignedIn } from '../api/current-user-store';

/** The seed's member screens (each with the paths below it). */
export const MEMBER_PATHS = [
  '/user',
  '/game-definitions',
  '/game-map',
  '/game-state',
  '/maps',
  '/plain-map',
  '/punches',
  '/score',
] as const;

export function isMemberPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return MEMBER_PATHS.some((member) => path === member || path.startsWith(`${member}/`));
}

/** The editor screens' paths (each with the paths below it): game definitions, levels, controls. */
export const EDITOR_PATHS = ['/game-definitions'] as const;

export function isEditorPath(pathname: string): boolean {
  return EDITOR_PATHS.some((editor) => pathname === editor || pathname.startsWith(`${editor}/`));
}

/** Throws the redirect to sign-in (remembering where the user was going) when signed out. */
export function requireSignedIn(location: Pick<ParsedLocation, 'href'>): void {
  if (isSignedIn()) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/sign-in', search: { redirect: location.href } });
}

/**
 * The editor screens (game definitions, levels, controls) are for the groups Editor and Admin:
 * anyone else signed in is sent to the error page with 403. The server refuses their calls
 * anyway; this only spares them a screen that cannot work.
 */
export function requireEditor(location: Pick<ParsedLocation, 'href'>): void {
  requireSignedIn(location);
  if (getCurrentUser()?.isEditorOrAdmin === true) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/error', search: { status: 403 } });
}
