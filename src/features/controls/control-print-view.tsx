import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ControlsLevel, LevelControl } from '../../api/controls-api';
import { postLink } from '../../domain/post-link';
import { QrCode } from '../../ui/qr-code';
import { sortedByCode } from './level-control-list';
import { ControlsTableHead, positionText } from './controls-table-head';
import { PostCard } from './post-card';
import './control-print.css';

/**
 * The level's controls for setting out the posts. As a list: ID/name, points, secret code with
 * the QR code of the post's link under it (docs/ARCHITECTURE.md, "Posts with a QR code") and
 * position; or as A6 cards to laminate, one post a page (all of them, or the one `controlId` names). It
 * prints on its own (the app's header, links and buttons are left out on paper). Only editors
 * and admins open it, and only they receive secret codes from the server: a control without
 * its code gets no QR code.
 */
export function ControlPrintView({
  gameName,
  level,
  controls,
  controlId,
}: {
  gameName: string;
  level: ControlsLevel;
  controls: readonly LevelControl[];
  /** One post's A6 card only. */
  controlId?: string | undefined;
}) {
  const { t } = useLingui();
  const [asCards, setAsCards] = useState(false);
  const { order } = level;
  const levelName = level.name ?? t`Level ${order}`;
  const origin = window.location.origin;
  const printable = sortedByCode(controls).filter((link) => link.control?.secretCode);
  const rows =
    controlId === undefined
      ? sortedByCode(controls)
      : controls.filter((l) => l.controlId === controlId);
  const search = { gameDefinitionId: level.gameDefinitionId, gameLevelId: level.id };
  const cards = controlId !== undefined || asCards;
  return (
    <section
      className={cards ? 'page control-print control-print-cards' : 'page control-print'}
      aria-labelledby="control-print-title"
    >
      <div className="no-print control-print-tools">
        {controlId === undefined ? (
          <Link to="/game-definitions/selected/levels/selected/controls" search={search}>
            <Trans>Back to the controls on the map</Trans>
          </Link>
        ) : (
          <Link
            to="/game-definitions/selected/levels/selected/controls"
            search={{ ...search, view: 'print' }}
          >
            <Trans>Back to the list of posts</Trans>
          </Link>
        )}
        {controlId === undefined && printable.length > 0 ? (
          <button type="button" className="secondary" onClick={() => setAsCards(!asCards)}>
            {asCards ? <Trans>Show as a list</Trans> : <Trans>One post per A6 page</Trans>}
          </button>
        ) : null}
        <button type="button" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
      <h1 id="control-print-title" className={cards ? 'no-print' : undefined}>
        <Trans>
          Controls: {gameName}, {levelName}
        </Trans>
      </h1>
      {rows.length === 0 ? (
        <p>
          {controlId === undefined ? (
            <Trans>This level has no controls yet.</Trans>
          ) : (
            <Trans>This control is not on the level.</Trans>
          )}
        </p>
      ) : cards ? (
        rows.map(({ id, control }) =>
          control?.secretCode ? (
            <PostCard
              key={id}
              origin={origin}
              gameName={gameName}
              levelName={levelName}
              controlId={control.id}
              visualCode={control.visualCode}
              secretCode={control.secretCode}
            />
          ) : null,
        )
      ) : (
        <table className="controls-table print-table">
          <caption>
            <Trans>For setting out the posts. Keep the secret codes from the players.</Trans>
          </caption>
          <ControlsTableHead />
          <tbody>
            {rows.map((link) => (
              <tr key={link.id}>
                <th scope="row">{link.control?.visualCode}</th>
                <td>{link.points}</td>
                <td className="secret-code">
                  {link.control?.secretCode ? (
                    <>
                      {link.control.secretCode}
                      <PostQr
                        origin={origin}
                        controlId={link.controlId}
                        visualCode={link.control.visualCode}
                        secretCode={link.control.secretCode}
                        search={search}
                      />
                    </>
                  ) : null}
                </td>
                <td className="position">{link.control ? positionText(link.control) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A post's QR code in the list, with the link to its A6 page. */
function PostQr({
  origin,
  controlId,
  visualCode,
  secretCode,
  search,
}: {
  origin: string;
  controlId: string;
  visualCode: string;
  secretCode: string;
  search: { gameDefinitionId: string; gameLevelId: string };
}) {
  const { t } = useLingui();
  return (
    <>
      <QrCode
        className="post-qr"
        text={postLink(origin, controlId, secretCode)}
        label={t`QR code of post ${visualCode}`}
      />
      <Link
        className="no-print"
        to="/game-definitions/selected/levels/selected/controls"
        search={{ ...search, view: 'print', controlId }}
        aria-label={t`Post ${visualCode} on an A6 page`}
      >
        <Trans>A6 page</Trans>
      </Link>
    </>
  );
}
