import { Trans } from '@lingui/react/macro';
import { HomeLink } from './error-page';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <HomeLink />
    </section>
  );
}
