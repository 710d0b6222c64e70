import { createFileRoute } from '@tanstack/react-router';
import { MapsPage } from '../../features/maps/maps-page';
import { mapsSearchSchema } from '../../features/maps/maps-search';

/** The maps: every signed-in user sees them; Editors and Admins also create and change them. */
export const Route = createFileRoute('/_authenticated/maps')({
  validateSearch: mapsSearchSchema,
  component: MapsRoute,
});

function MapsRoute() {
  const search = Route.useSearch();
  return <MapsPage search={search} />;
}
