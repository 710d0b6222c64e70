import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../api/current-user';
import { clearNicknameRenamed } from '../../api/identity-api';
import { identityKeys, identityQueries } from '../../api/identity-queries';
import { HeadedSection } from '../../ui/headed-section';

/**
 * Told once after signing in: the server gave the player's nickname a suffix because another
 * player had it first (in another case or spacing). "OK" clears the notice on the server.
 */
function NicknameRenamedNotice({ nickname }: { nickname: string }) {
  const queryClient = useQueryClient();
  const renamed = useQuery({
    ...identityQueries.renamedFrom(),
    retry: false,
    meta: { handlesErrors: true },
  });
  const seen = useMutation({
    mutationFn: clearNicknameRenamed,
    onSuccess: () => queryClient.setQueryData(identityKeys.renamedFrom(), null),
    meta: { handlesErrors: true },
  });
  const before = renamed.data;
  if (!before) return null;
  return (
    <section className="home-notice" role="status" aria-labelledby="home-renamed-title">
      <h2 id="home-renamed-title">
        <Trans>Your nickname has changed</Trans>
      </h2>
      <p>
        <Trans>
          Another player had the nickname “{before}” first, so yours is now “{nickname}”. You can
          choose another one on your account page.
        </Trans>
      </p>
      <p className="home-notice-actions">
        <Link to="/user" className="button secondary">
          <Trans>Choose a nickname</Trans>
        </Link>
        <button type="button" disabled={seen.isPending} onClick={() => seen.mutate()}>
          <Trans>OK</Trans>
        </button>
      </p>
    </section>
  );
}

/** For a player who has not chosen a nickname or who sees their points: the way to choose. */
function IdentitySetupPrompt({ user }: { user: CurrentUser }) {
  if (user.nickname.trim() !== '' && user.publishResults !== null) return null;
  return (
    <HeadedSection className="home-notice" title={<Trans>Get on the rankings</Trans>}>
      <p>
        <Trans>
          Choose a nickname and who sees your points. Until you choose, only you see them; the
          points you have collected are kept either way.
        </Trans>
      </p>
      <p>
        <Link to="/user" hash="visibility-title" className="button">
          <Trans>Choose nickname and visibility</Trans>
        </Link>
      </p>
    </HeadedSection>
  );
}

/** The notices about the player's identity at the top of the signed-in home. */
export function IdentityNotices({ user }: { user: CurrentUser }) {
  return (
    <>
      <NicknameRenamedNotice nickname={user.nickname} />
      <IdentitySetupPrompt user={user} />
    </>
  );
}
