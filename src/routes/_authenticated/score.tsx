import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { scoreSearchSchema, type ScoreSearch } from '../../features/score/score-search';
import { ScorePage } from '../../features/score/score-page';

export const Route = createFileRoute('/_authenticated/score')({
  validateSearch: scoreSearchSchema,
  component: ScoreRoute,
});

function ScoreRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (change: Partial<ScoreSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  return <ScorePage search={search} onSearchChange={onSearchChange} />;
}
