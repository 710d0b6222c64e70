import type { ComponentProps } from 'react';
import { EditorBreadcrumbs } from './editor-breadcrumbs';
import { LoadingOrFailed } from './load-failed';

/**
 * An editor's screen until its queries have answered: the way back, the screen's title and
 * `LoadingOrFailed` (a status line while they load, the failure with "Try again" once one fails).
 */
export function EditorScreenLoading({
  titleId,
  title,
  ...queries
}: {
  /** The id of the screen's heading, by which its section is named. */
  titleId: string;
  title: string;
} & ComponentProps<typeof LoadingOrFailed>) {
  return (
    <>
      <EditorBreadcrumbs />
      <h1 id={titleId}>{title}</h1>
      <LoadingOrFailed {...queries} />
    </>
  );
}
