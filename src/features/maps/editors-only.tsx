import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** What the map form shows someone who is neither editor nor administrator. */
export function EditorsOnly() {
  return (
    <section className="page" aria-labelledby="maps-title">
      <h1 id="maps-title">
        <Trans>Maps</Trans>
      </h1>
      <p role="alert">
        <Trans>Only editors and administrators can create and change maps.</Trans>
      </p>
      <Link to="/maps">
        <Trans>Back to the maps</Trans>
      </Link>
    </section>
  );
}
