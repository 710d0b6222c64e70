import { createFileRoute } from '@tanstack/react-router';
import { TeamsPage } from '../../features/teams/teams-page';
import { teamsSearchSchema } from '../../features/teams/teams-search';

export const Route = createFileRoute('/_authenticated/teams')({
  validateSearch: teamsSearchSchema,
  component: TeamsRoute,
});

function TeamsRoute() {
  const search = Route.useSearch();
  return <TeamsPage {...search} />;
}
