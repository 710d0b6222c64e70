import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DEFAULT_ERROR_STATUS, ErrorPage } from '../app/error-page';

const errorSearch = v.object({
  status: v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
    DEFAULT_ERROR_STATUS,
  ),
});

export const Route = createFileRoute('/error')({
  validateSearch: errorSearch,
  component: ErrorRoute,
});

function ErrorRoute() {
  const { status } = Route.useSearch();
  return <ErrorPage status={status} />;
}
