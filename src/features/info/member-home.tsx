import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../api/current-user';
import { HeadedSection } from '../../ui/headed-section';
import { LastGameLine } from '../../ui/last-game-line';
import { useLocaleFormat, type LocaleFormat } from '../../ui/locale-format';
import { AboutAppLink } from './about-app-link';
import { IdentityNotices } from './identity-notices';
import './member-home.css';
import { useGamesNearLastView, useOngoingGame, useWeekPoints } from './use-member-home';

/** The words for a part the server could not give (offline, or out of reach). */
function NotReachable() {
  return (
    <p className="home-quiet">
      <Trans>Not available without a connection.</Trans>
    </p>
  );
}

function OngoingGameSection({ owner }: { owner: string }) {
  const ongoing = useOngoingGame(owner);
  if (ongoing === undefined) return null;
  if (ongoing === null) {
    return (
      <>
        <LastGameLine owner={owner} />
        <p>
          <Trans>You have no game going on.</Trans>{' '}
          <Link to="/game-map" className="button">
            <Trans>Find a game on the map</Trans>
          </Link>
        </p>
      </>
    );
  }
  const name = ongoing.name ?? '';
  return ongoing.where === 'phone' ? (
    <p>
      <Trans>{name} is going on.</Trans>{' '}
      <Link to="/game-map" className="button">
        <Trans>Continue the game</Trans>
      </Link>
    </p>
  ) : (
    <p>
      <Trans>{name} is going on, started on another phone.</Trans>{' '}
      <Link to="/game-state" className="button">
        <Trans>Continue on this phone</Trans>
      </Link>
    </p>
  );
}

/** A distance as a walker reads it: metres to the nearest 10 under a kilometre, else km to 0.1. */
function distanceWords(meters: number, format: LocaleFormat): string {
  return meters < 1000
    ? format.number(Math.round(meters / 10) * 10, { style: 'unit', unit: 'meter' })
    : format.number(meters / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}

function GamesNearSection() {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const near = useGamesNearLastView();
  if (near.isError) return <NotReachable />;
  if (!near.data) {
    return near.fetchStatus === 'fetching' ? (
      <p className="home-quiet">
        <Trans>Looking for games…</Trans>
      </p>
    ) : null;
  }
  if (near.data.length === 0) {
    return (
      <p>
        <Trans>No games near where you last looked at the map.</Trans>
      </p>
    );
  }
  return (
    <ul className="home-games">
      {near.data.map((game) => {
        const distance =
          game.distanceMeters === null ? null : distanceWords(game.distanceMeters, format);
        return (
          <li key={game.id}>
            <Link to="/game-map" search={{ game: game.id }}>
              <span>{game.name}</span>{' '}
              {distance ? <span className="home-distance">{t`${distance} away`}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function WeekPointsSection({ owner }: { owner: string }) {
  const { t } = useLingui();
  const week = useWeekPoints(owner);
  if (week.isError) return <NotReachable />;
  if (week.data === undefined) return null;
  const points = week.data;
  return (
    <>
      <p className="home-points">
        <strong>
          {t`${plural(points, { one: '# point this week', other: '# points this week' })}`}
        </strong>
      </p>
      <p>
        <Link to="/score">
          <Trans>See the rankings</Trans>
        </Link>
      </p>
    </>
  );
}

/**
 * Home for a signed-in player: the game going on (to continue it), games near where they last
 * looked at the map, and this week's points; no registration pitch.
 */
export function MemberHome({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  // What the navigation calls them: the nickname, else the name.
  const nickname = user.nickname.trim() || user.name.trim();
  return (
    <div className="page home home-member">
      <h1 id="home-title">{nickname ? t`Welcome back, ${nickname}` : t`Welcome back`}</h1>
      <IdentityNotices user={user} />
      <HeadedSection title={<Trans>Your game</Trans>}>
        <OngoingGameSection owner={user.sub} />
      </HeadedSection>
      <HeadedSection title={<Trans>Games near you</Trans>}>
        <GamesNearSection />
      </HeadedSection>
      <HeadedSection title={<Trans>This week</Trans>}>
        <WeekPointsSection owner={user.sub} />
      </HeadedSection>
      <AboutAppLink />
    </div>
  );
}
