import { createFileRoute } from '@tanstack/react-router';
import { prefetchLevelControls } from '../../../../../../../app/editor-prefetch';
import { ControlsScreen } from '../../../../../../../features/controls/controls-screen';
import { controlsSearchSchema } from '../../../../../../../features/controls/controls-search';
import { selectionDeps } from '../../../../../../-editor-selection';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/controls',
)({
  validateSearch: controlsSearchSchema,
  loaderDeps: selectionDeps,
  loader: ({ deps }) => prefetchLevelControls(deps),
  component: ControlsRoute,
});

function ControlsRoute() {
  const search = Route.useSearch();
  return <ControlsScreen search={search} />;
}
