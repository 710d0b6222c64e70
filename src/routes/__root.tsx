import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../app/chunk-reload';
import { ErrorPage, errorStatus } from '../app/error-page';
import { Layout } from '../app/layout';
import { NotFoundPage } from '../app/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function RootComponent() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

function RouteError({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
  }, [chunkError]);
  return <ErrorPage status={errorStatus(error)} />;
}
