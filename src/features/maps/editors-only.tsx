import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HeadedSection } from '../../ui/headed-section';

/** What the map form shows someone who is neither editor nor administrator. */
export function EditorsOnly() {
  return (
    <HeadedSection level={1} className="page" title={<Trans>Maps</Trans>}>
      <p role="alert">
        <Trans>Only editors and administrators can create and change maps.</Trans>
      </p>
      <Link to="/maps">
        <Trans>Back to the maps</Trans>
      </Link>
    </HeadedSection>
  );
}
