import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import type { CurrentUser } from '../api/current-user';
import { HomePage } from '../features/info/home-page';

/**
 * The signed-in player's home with the query layer it reads through: loaded only for them, so a
 * visitor's first paint carries neither.
 */
const MemberHome = lazy(async () => {
  const [{ QueryProvider }, { MemberHome: Screen }] = await Promise.all([
    import('../app/query-provider'),
    import('../features/info/member-home'),
  ]);
  function MemberHomeWithQueries({ user }: { user: CurrentUser }) {
    return (
      <QueryProvider>
        <Screen user={user} />
      </QueryProvider>
    );
  }
  return { default: MemberHomeWithQueries };
});

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  return <HomePage memberHome={MemberHome} />;
}
