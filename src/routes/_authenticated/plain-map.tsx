import { createFileRoute } from '@tanstack/react-router';
import { runtimeConfigQuery } from '../../api/runtime-config';
import { prefetchQuery } from '../../app/query-prefetch';
import { PlainMapPage } from '../../features/maps/plain-map-page';

export const Route = createFileRoute('/_authenticated/plain-map')({
  // The map's base layers, read while the screen's code loads rather than after it.
  loader: () => prefetchQuery(runtimeConfigQuery),
  component: PlainMapPage,
});
