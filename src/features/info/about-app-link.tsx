import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The home pages' last line, for visitor and player alike: the way to the about page. */
export function AboutAppLink() {
  return (
    <p>
      <Link to="/about">
        <Trans>About the app</Trans>
      </Link>
    </p>
  );
}
