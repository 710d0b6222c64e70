import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/route-guard';

/** Every screen under `_authenticated/` is for signed-in users only (see app/route-guard.ts). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireSignedIn(location),
});
