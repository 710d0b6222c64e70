import { createFileRoute } from '@tanstack/react-router';
import { ControlsScreen } from '../../../../../../../features/controls/controls-screen';
import { controlsSearchSchema } from '../../../../../../../features/controls/controls-search';

export const Route = createFileRoute(
  '/_authenticated/_editor/game-definitions/selected/levels/selected/controls',
)({
  validateSearch: controlsSearchSchema,
  component: ControlsRoute,
});

function ControlsRoute() {
  const search = Route.useSearch();
  return <ControlsScreen search={search} />;
}
