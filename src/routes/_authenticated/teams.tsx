import { createFileRoute } from '@tanstack/react-router';
import { getCurrentUser } from '../../api/current-user-store';
import { teamQueries } from '../../api/team-queries';
import { prefetchQuery } from '../../app/query-prefetch';
import { TeamsPage } from '../../features/teams/teams-page';
import { teamsSearchSchema } from '../../features/teams/teams-search';

export const Route = createFileRoute('/_authenticated/teams')({
  validateSearch: teamsSearchSchema,
  loader: () => {
    if (getCurrentUser() !== null) prefetchQuery(teamQueries.mine());
  },
  component: TeamsRoute,
});

function TeamsRoute() {
  const search = Route.useSearch();
  return <TeamsPage {...search} />;
}
