import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** A map asked for by id that the server does not give (deleted, or private to another). */
export function MapNotFound() {
  return (
    <div role="alert" className="form-alert">
      <p>
        <Trans>The map was not found. It may have been deleted, or it is private.</Trans>
      </p>
      <Link to="/maps">
        <Trans>Back to the maps</Trans>
      </Link>
    </div>
  );
}
