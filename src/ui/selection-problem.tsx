import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
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

/** No game id in the address of a game's screen; `text` says what the screen would show. */
export function GameNotChosen({ titleId, text }: { titleId: string; text: string }) {
  const { t } = useLingui();
  return (
    <SelectionProblem titleId={titleId} title={t`No game chosen`} text={text}>
      <BackToGames />
    </SelectionProblem>
  );
}

/** The game id in the address names no game the user may see. */
export function GameNotFound({ titleId }: { titleId: string }) {
  const { t } = useLingui();
  return (
    <SelectionProblem
      titleId={titleId}
      title={t`Game not found`}
      text={t`There is no such game, or you may not see it. It may have been deleted.`}
    >
      <BackToGames />
    </SelectionProblem>
  );
}

function BackToGames() {
  return (
    <Link to="/game-definitions">
      <Trans>Back to the list of games</Trans>
    </Link>
  );
}
