import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '../../api/current-user';
import { useCurrentUser } from '../../api/use-current-user';
import { NicknameForm } from './nickname-form';
import { PreferencesSection } from './preferences-section';
import { useSignOut } from './use-sign-out';
import { VisibilitySection } from './visibility-wizard';
import './user.css';
import { HeadedSection } from '../../ui/headed-section';

/**
 * The user's settings: the role held, name and e-mail, the nickname, result visibility (with its
 * setup wizard), preferences kept on the device, and signing out.
 */
export function UserPage() {
  const user = useCurrentUser();
  const { pending, signOut } = useSignOut();
  if (!user) return null;
  return (
    <HeadedSection level={1} className="page" title={<Trans>Your account</Trans>}>
      <dl className="facts">
        <div>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>
            <RoleName user={user} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your points are</Trans>
          </dt>
          <dd>
            <Visibility value={user.publishResults} />
          </dd>
        </div>
      </dl>
      <NicknameForm key={user.nickname} nickname={user.nickname} />
      <VisibilitySection user={user} />
      <PreferencesSection />
      <button type="button" className="secondary" disabled={pending} onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </button>
    </HeadedSection>
  );
}

function RoleName({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  if (user.isAdmin) return <>{t`Administrator`}</>;
  if (user.isEditor) return <>{t`Editor`}</>;
  return <>{t`Player`}</>;
}

function Visibility({ value }: { value: CurrentUser['publishResults'] }) {
  const { t } = useLingui();
  if (value === 'PUBLIC') return <>{t`Public: you, your friends and others can see them`}</>;
  if (value === 'PRIVATE') return <>{t`Private: only you can see them`}</>;
  return <>{t`Not chosen yet: only you can see them until you choose`}</>;
}
