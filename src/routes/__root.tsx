import { Outlet, createRootRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../app/chunk-reload';
import { ErrorPage, errorStatus } from '../app/error-page';
import { Layout } from '../app/layout';
import { NotFoundPage } from '../app/not-found-page';
import { isEditorPath, isMemberPath, requireEditor, requireSignedIn } from '../app/route-guard';

export const Route = createRootRoute({
  // Every path below a member or editor path, even one that matches no screen
  // (see app/route-guard.ts).
  beforeLoad: ({ location }) => {
    if (isEditorPath(location.pathname)) requireEditor(location);
    else if (isMemberPath(location.pathname)) requireSignedIn(location);
  },
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
