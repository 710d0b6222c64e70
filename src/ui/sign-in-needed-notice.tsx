/**
 * The notice a player sees when actions wait on the phone for a new sign-in (the session ended
 * while they were out): how many, that they stay on the phone and go once the same user signs in
 * again, and a link to sign in that comes back here. Nothing when none wait. On show it asks the
 * sync engine to try again (after signing in, the player lands back here and the actions go).
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePhoneRead } from '../offline/use-phone-read';
import { readSignInNeededCount } from './sign-in-needed';
import './sign-in-needed.css';

export function SignInNeededNotice({
  owner,
  email,
  returnTo,
}: {
  owner: string;
  /** The signed-in user's e-mail: filled in on the sign-in form, and named in the notice. */
  email: string | undefined;
  /** The path to come back to after signing in. */
  returnTo: string;
}) {
  const actions = usePhoneRead((db) => readSignInNeededCount(db, owner), [owner]) ?? 0;
  useEffect(() => {
    if (actions === 0) return;
    void import('../offline/app-sync')
      .then(({ startAppSync }) => startAppSync().syncNow())
      .catch(() => undefined);
  }, [actions]);
  if (actions === 0) return null;
  const who = email ?? '';
  return (
    <div role="alert" className="form-alert sign-in-needed">
      <p>
        <strong>
          <Trans>Sign in again to send your punches</Trans>
        </strong>
      </p>
      <p>
        <Plural
          value={actions}
          one="Your sign-in has ended, so # action on this phone could not be sent."
          other="Your sign-in has ended, so # actions on this phone could not be sent."
        />{' '}
        {who ? (
          <Trans>
            Nothing is lost: they stay on this phone and are sent as soon as you sign in again as{' '}
            {who}.
          </Trans>
        ) : (
          <Trans>
            Nothing is lost: they stay on this phone and are sent as soon as you sign in again with
            the same account.
          </Trans>
        )}
      </p>
      <p>
        <Link
          to="/sign-in"
          search={{ ...(email ? { email } : {}), redirect: returnTo }}
          className="button"
        >
          <Trans>Sign in again</Trans>
        </Link>
      </p>
    </div>
  );
}
