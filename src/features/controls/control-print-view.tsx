import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ControlsLevel, LevelControl } from '../../api/controls-api';
import { sortedByCode } from './level-control-list';

/**
 * The level's controls as a table for setting out the posts: ID/name, points, secret code and
 * position. It prints on its own (the app's header, links and buttons are left out on paper).
 */
export function ControlPrintView({
  gameName,
  level,
  controls,
}: {
  gameName: string;
  level: ControlsLevel;
  controls: readonly LevelControl[];
}) {
  const { t } = useLingui();
  const { order } = level;
  const levelName = level.name ?? t`Level ${order}`;
  const rows = sortedByCode(controls);
  return (
    <section className="page control-print" aria-labelledby="control-print-title">
      <div className="no-print control-print-tools">
        <Link
          to="/game-definitions/selected/levels/selected/controls"
          search={{ gameDefinitionId: level.gameDefinitionId, gameLevelId: level.id }}
        >
          <Trans>Back to the controls on the map</Trans>
        </Link>
        <button type="button" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
      <h1 id="control-print-title">
        <Trans>
          Controls: {gameName}, {levelName}
        </Trans>
      </h1>
      {rows.length === 0 ? (
        <p>
          <Trans>This level has no controls yet.</Trans>
        </p>
      ) : (
        <table className="controls-table print-table">
          <caption>
            <Trans>For setting out the posts. Keep the secret codes from the players.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>ID/name</Trans>
              </th>
              <th scope="col">
                <Trans>Points</Trans>
              </th>
              <th scope="col">
                <Trans>Secret code</Trans>
              </th>
              <th scope="col">
                <Trans>Position (latitude, longitude)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((link) => (
              <tr key={link.id}>
                <th scope="row">{link.control?.visualCode}</th>
                <td>{link.points}</td>
                <td className="secret-code">{link.control?.secretCode}</td>
                <td className="position">
                  {link.control
                    ? `${link.control.lat.toFixed(6)}, ${link.control.lng.toFixed(6)}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
