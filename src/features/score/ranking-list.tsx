import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameScore } from '../../api/score-api';
import { TableHead } from '../../ui/table-head';
import type { OwnStanding } from './score-logic';

export interface RankingListProps {
  caption: string;
  rows: readonly GameScore[];
  /** The player's id, to mark their own row ('' for none). */
  sub: string;
  standing: OwnStanding | null;
  /** The preference "table rows as cards". */
  asCards: boolean;
}

/**
 * The loaded ranking rows as a table (place, name, points) or, by the user's preference, as
 * cards. The player's own row is marked; when their public points are not among the loaded rows,
 * their own row follows the list after a gap, without a place.
 */
export function RankingList({ caption, rows, sub, standing, asCards }: RankingListProps) {
  const { t } = useLingui();
  const nameOf = (row: GameScore) => row.ownerNickName?.trim() || t`Player without a nickname`;
  const ownOutside =
    standing !== null && !standing.isPrivate && standing.place === null ? standing : null;

  if (asCards) {
    return (
      <ol className="score-cards" aria-label={caption}>
        {rows.map((row, index) => {
          const mine = row.owner === sub;
          return (
            <li
              key={row.id}
              className={mine ? 'score-card score-own' : 'score-card'}
              aria-current={mine ? 'true' : undefined}
            >
              <span className="score-place">{index + 1}</span>
              <span className="score-name">
                {nameOf(row)}
                {mine ? <YouMark /> : null}
              </span>
              <span className="score-points">
                <Points value={row.score} />
              </span>
            </li>
          );
        })}
        {ownOutside ? (
          <li className="score-card score-own score-own-outside" aria-current="true">
            <span className="score-place" aria-label={t`Place not loaded`}>
              …
            </span>
            <span className="score-name">
              <Trans>You</Trans>
            </span>
            <span className="score-points">
              <Points value={ownOutside.points} />
            </span>
          </li>
        ) : null}
      </ol>
    );
  }

  return (
    <table className="score-table">
      <caption className="score-sr-only">{caption}</caption>
      <TableHead columns={[t`Place`, t`Name`, { label: t`Points`, className: 'score-points' }]} />
      <tbody>
        {rows.map((row, index) => {
          const mine = row.owner === sub;
          return (
            <tr
              key={row.id}
              className={mine ? 'score-own' : undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <td>{index + 1}</td>
              <th scope="row">
                {nameOf(row)}
                {mine ? <YouMark /> : null}
              </th>
              <td className="score-points">{row.score}</td>
            </tr>
          );
        })}
        {ownOutside ? (
          <tr className="score-own score-own-outside" aria-current="true">
            <td>
              <span aria-label={t`Place not loaded`}>…</span>
            </td>
            <th scope="row">
              <Trans>You</Trans>
            </th>
            <td className="score-points">{ownOutside.points}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function YouMark() {
  return (
    <span className="score-you">
      {' '}
      <Trans>(you)</Trans>
    </span>
  );
}

function Points({ value }: { value: number }) {
  return <Plural value={value} one="# point" other="# points" />;
}
