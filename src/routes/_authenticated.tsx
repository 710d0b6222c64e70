import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadWholeCatalog } from '../app/i18n';
import { QueryProvider } from '../app/query-provider';
import { requireSignedIn } from '../app/route-guard';

/**
 * Every screen under `_authenticated/` is for signed-in users only (see app/route-guard.ts). Only
 * these screens read server data through the query layer and use messages beyond the first
 * screens' part of the catalog: the whole catalog is loaded before they open, and the query
 * provider is here, in a component the router loads with the first of them (not exported, so it
 * is split off).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location }) => {
    requireSignedIn(location);
    await loadWholeCatalog();
  },
  component: MemberScreens,
});

function MemberScreens() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
