import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PunchesPage } from '../../features/punches/punches-page';

/** The player's punches with their state, and the GPX export. */
export const Route = createFileRoute('/_authenticated/punches')({
  validateSearch: v.object({}),
  component: PunchesPage,
});
