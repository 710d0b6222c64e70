import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export const DEFAULT_ERROR_STATUS = 500;

/** The status code an error carries (`status` or `statusCode`), 500 when it has none. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    for (const value of [status, statusCode]) {
      if (typeof value === 'number' && value >= 400 && value <= 599) return value;
    }
  }
  return DEFAULT_ERROR_STATUS;
}

export function ErrorPage({ status }: { status: number }) {
  return (
    <section className="page" aria-labelledby="error-title">
      <h1 id="error-title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="error-status">
        <Trans>Error code {status}</Trans>
      </p>
      {status === 403 && (
        <p>
          <Trans>Only editors and administrators can open this page.</Trans>
        </p>
      )}
      <HomeLink />
    </section>
  );
}

/** The way out of an error or a missing page: to the home page. */
export function HomeLink() {
  return (
    <p>
      <Link to="/">
        <Trans>Go to the home page</Trans>
      </Link>
    </p>
  );
}
