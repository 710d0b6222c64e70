import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../api/current-user';
import type { ScoreFilter } from '../../api/score-api';
import { scoreQueries } from '../../api/score-queries';
import { useCurrentUser } from '../../api/use-current-user';
import type { Visibility } from '../../domain/schemas/field-schemas';
import { usePreferences } from '../../ui/preferences';
import { useLocaleFormat } from '../../ui/locale-format';
import { AreaPicker } from './area-picker';
import { RankingList } from './ranking-list';
import { SegmentedChoice } from './segmented-choice';
import {
  RANKING_PAGE_SIZE,
  monthName,
  ownStanding,
  rankingFilter,
  rankingRows,
  weekNumber,
} from './score-logic';
import {
  DEFAULT_OWNERS,
  DEFAULT_PERIOD,
  OWNER_PARAMS,
  PERIOD_PARAMS,
  type ScoreSearch,
} from './score-search';
import { useAreaName } from './use-area-name';
import { WeeklyChart } from './weekly-chart';
import { LoadingOrFailed } from '../../ui/load-failed';
import { NextPageButton } from '../../ui/next-page-button';
import './score.css';
import { HeadedSection } from '../../ui/headed-section';

export interface ScorePageProps {
  search: ScoreSearch;
  onSearchChange: (change: Partial<ScoreSearch>) => void;
}

/**
 * The ranking: a period (this week, month or year), individuals or teams, the whole map or one
 * area chosen on a small map, pages appended with "show more", the player's own standing even
 * when it is not on the loaded pages, and the player's points per week over the season.
 */
export function ScorePage({ search, onSearchChange }: ScorePageProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const filter = rankingFilter(search, now);
  return (
    <HeadedSection level={1} className="page score-page" title={<Trans>Score</Trans>}>
      <div className="score-choices">
        <SegmentedChoice
          name="score-period"
          legend={t`Period`}
          choices={PERIOD_PARAMS}
          labels={{ week: t`This week`, month: t`This month`, year: t`This year` }}
          value={search.period ?? DEFAULT_PERIOD}
          onChange={(period) => onSearchChange({ period })}
        />
        <SegmentedChoice
          name="score-owners"
          legend={t`Ranking of`}
          choices={OWNER_PARAMS}
          labels={{ users: t`Individuals`, teams: t`Teams` }}
          value={search.owners ?? DEFAULT_OWNERS}
          onChange={(owners) => onSearchChange({ owners })}
        />
      </div>
      {user ? <VisibilityNote user={user} /> : null}
      <AreaPicker area={search.area} onAreaChange={(area) => onSearchChange({ area })} />
      <Ranking filter={filter} sub={user?.sub ?? ''} state={user?.publishResults ?? 'PRIVATE'} />
      {user ? <WeeklyChart owner={user.sub} now={now} /> : null}
    </HeadedSection>
  );
}

/** The period's name with its key: "Week 48, 2026", "November 2026", "2026". */
export function usePeriodName(filter: ScoreFilter): string {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const key = filter.currentPeriod;
  const year = key.slice(0, 4);
  if (filter.period === 'WEEK') {
    const week = weekNumber(key);
    return t`Week ${week}, ${year}`;
  }
  if (filter.period === 'MONTH') return monthName(key, format.locale);
  return key;
}

/**
 * Where the player stands, in the words of /user ("Your points are ..."), and for a player not on
 * the public list the way to choose (the first choice keeps the points).
 */
function VisibilityNote({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const words =
    user.publishResults === 'PUBLIC'
      ? t`Public: you, your friends and others can see them`
      : user.publishResults === 'PRIVATE'
        ? t`Private: only you can see them`
        : t`Not chosen yet: only you can see them until you choose`;
  return (
    <div className="score-visibility">
      <p>
        <Trans>Your points are</Trans>: {words}.
      </p>
      {user.publishResults === 'PUBLIC' ? null : (
        <p>
          <Link to="/user" hash="visibility-title">
            {user.publishResults === null
              ? t`Choose who sees your points (your points are kept)`
              : t`Change who sees your points`}
          </Link>
        </p>
      )}
    </div>
  );
}

function Ranking({
  filter,
  sub,
  state,
}: {
  filter: ScoreFilter;
  sub: string;
  /** The state the player's own points are kept in (PRIVATE until they choose). */
  state: Visibility;
}) {
  const { t } = useLingui();
  const { tableRowsAsCards } = usePreferences();
  const periodName = usePeriodName(filter);
  const ranking = useInfiniteQuery(scoreQueries.ranking(filter, RANKING_PAGE_SIZE));
  const isUsers = filter.ownerType === 'USER';
  const own = useQuery({
    ...scoreQueries.own(filter, sub, state),
    enabled: isUsers && sub !== '',
  });
  const rows = rankingRows(ranking.data?.pages ?? []);
  const standing = isUsers && own.data ? ownStanding(own.data, rows, sub) : null;
  const areaName = useAreaName(filter.gameGeoHash || undefined);
  const gameName = areaName.kind === 'game' ? areaName.name : null;
  const area =
    gameName !== null ? t`around ${gameName}` : filter.gameGeoHash ? t`the chosen area` : null;
  const caption = isUsers
    ? area
      ? t`Individuals, ${periodName}, ${area}`
      : t`Individuals, ${periodName}, whole map`
    : area
      ? t`Teams, ${periodName}, ${area}`
      : t`Teams, ${periodName}, whole map`;

  return (
    <HeadedSection className="score-ranking" title={<Trans>Ranking</Trans>}>
      <p className="score-period-name">{caption}</p>
      {standing ? <OwnStandingNote standing={standing} /> : null}
      {ranking.isPending || ranking.isError ? (
        <LoadingOrFailed
          queries={[ranking]}
          loading={<Trans>Loading the ranking…</Trans>}
          failed={<Trans>Could not load the ranking. Check your connection and try again.</Trans>}
        />
      ) : rows.length === 0 ? (
        <p className="score-empty">
          {filter.gameGeoHash ? (
            <Trans>
              Nobody has public points in this area in this period yet. Choose another area or the
              whole map.
            </Trans>
          ) : isUsers && state === 'PUBLIC' ? (
            <Trans>
              Nobody has public points in this period yet. Punch a control to get on the list!
            </Trans>
          ) : isUsers ? (
            <Trans>Nobody has public points in this period yet.</Trans>
          ) : (
            <Trans>No team has points in this period yet.</Trans>
          )}
        </p>
      ) : (
        <>
          <RankingList
            caption={caption}
            rows={rows}
            sub={isUsers ? sub : ''}
            standing={standing}
            asCards={tableRowsAsCards}
          />
          <NextPageButton list={ranking} className="score-more">
            {ranking.isFetchingNextPage ? t`Loading…` : t`Show more`}
          </NextPageButton>
          {ranking.isFetchNextPageError ? (
            <p role="alert" className="form-alert">
              <Trans>Could not load more rows. Check your connection and try again.</Trans>
            </p>
          ) : null}
        </>
      )}
    </HeadedSection>
  );
}

function OwnStandingNote({ standing }: { standing: NonNullable<ReturnType<typeof ownStanding>> }) {
  const points = standing.points;
  if (standing.isPrivate) {
    return (
      <p className="score-own-note">
        <Trans>
          Your points in this period: {points}. They are private: only you see them, so you are not
          on the public list.
        </Trans>
      </p>
    );
  }
  if (standing.place === null) {
    return (
      <p className="score-own-note">
        <Trans>Your points in this period: {points}. Your row is further down the list.</Trans>
      </p>
    );
  }
  const place = standing.place;
  return (
    <p className="score-own-note">
      <Trans>
        Your points in this period: {points}. You are number {place} on the list.
      </Trans>
    </p>
  );
}
