import { Trans } from '@lingui/react/macro';
import { Suspense, type ComponentType } from 'react';
import type { CurrentUser } from '../../api/current-user';
import { useCurrentUser } from '../../api/use-current-user';
import { HeadedSection } from '../../ui/headed-section';
import { AboutAppLink } from './about-app-link';

/**
 * Home: for a signed-in player their own home (`memberHome`, see member-home.tsx: their game,
 * games near and this week's points), for a visitor what the game is, a way in for new players,
 * and a pitch for hosts.
 */
export function HomePage({
  memberHome: MemberHome,
}: {
  /** The signed-in player's home, loaded on demand by the route with its query layer. */
  memberHome: ComponentType<{ user: CurrentUser }>;
}) {
  const user = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <MemberHome user={user} />
      </Suspense>
    );
  }
  return (
    <div className="page home">
      <HeadedSection
        level={1}
        className="hero"
        title={<Trans>Find the controls. Punch them. Collect points.</Trans>}
      >
        <p>
          <Trans>
            Pick a game on the map, walk or run into the terrain and find the controls. Punch each
            one when you are close enough, or with the secret code written on the post. No signal in
            the forest? Your punches are kept on the phone and counted when you are back online.
          </Trans>
        </p>
        <p>
          <a className="button" href="/sign-up">
            <Trans>Register and start playing</Trans>
          </a>
        </p>
      </HeadedSection>
      <HeadedSection title={<Trans>How it works</Trans>}>
        <ol>
          <li>
            <Trans>Choose a game near you on the map and download it before you go.</Trans>
          </li>
          <li>
            <Trans>Find the controls: each level unlocks the next.</Trans>
          </li>
          <li>
            <Trans>
              See your points in the weekly, monthly and yearly rankings, alone or as a team.
            </Trans>
          </li>
        </ol>
      </HeadedSection>
      <HeadedSection title={<Trans>Become a host</Trans>}>
        <p>
          <Trans>
            Clubs, schools and trail keepers can put their own maps and controls in the app. Bring
            your orienteering map, place the controls and invite people to play, in an evening.
          </Trans>
        </p>
        <AboutAppLink />
      </HeadedSection>
    </div>
  );
}
