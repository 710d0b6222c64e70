import type { ReactNode } from 'react';
import { EditorBreadcrumbs } from './editor-breadcrumbs';

/**
 * An editor's screen whose address names nothing to open, or something the user may not see:
 * the title, why (read out as an alert) and the way back (`children`, a link).
 */
export function SelectionProblem({
  titleId,
  title,
  text,
  children,
}: {
  /** The id of the screen's heading, by which its section is named. */
  titleId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <>
      <EditorBreadcrumbs />
      <h1 id={titleId}>{title}</h1>
      <p role="alert">{text}</p>
      <p>{children}</p>
    </>
  );
}
