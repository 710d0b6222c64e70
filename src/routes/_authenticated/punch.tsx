import { createFileRoute } from '@tanstack/react-router';
import { PostLinkScreen } from '../../features/play/scan-link-screen';
import { postLinkSearchSchema } from '../../features/play/scan-link-search';

/** A post's QR link, `/punch?c=<controlId>&k=<secretCode>`: punches the post in the game played. */
export const Route = createFileRoute('/_authenticated/punch')({
  validateSearch: postLinkSearchSchema,
  component: PunchRoute,
});

function PunchRoute() {
  const search = Route.useSearch();
  return <PostLinkScreen search={search} />;
}
