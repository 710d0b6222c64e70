import { createFileRoute } from '@tanstack/react-router';
import { requireEditor } from '../../app/route-guard';

/** Every screen under `_editor/` is for Editors and Admins only (see app/route-guard.ts). */
export const Route = createFileRoute('/_authenticated/_editor')({
  beforeLoad: ({ location }) => requireEditor(location),
});
