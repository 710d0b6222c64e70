import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <p>
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
