import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Omap } from '../../api/maps-api';
import { hasBox } from './omap-box';
import { OmapKindName } from './omap-kind-name';
import { OmapStateName } from './omap-state-name';

/** The chosen map's name and facts above the map, with its edit link for editors. */
export function SelectedMap({ omap, canEdit }: { omap: Omap; canEdit: boolean }) {
  return (
    <div className="maps-selected" aria-live="polite">
      <h2>{omap.name}</h2>
      <p>
        <OmapKindName sourceType={omap.sourceType} /> · <OmapStateName state={omap.state} />
        {omap.primaryMap ? (
          <>
            {' · '}
            <Trans>Primary map</Trans>
          </>
        ) : null}
        {omap.attribution ? <> · {omap.attribution}</> : null}
      </p>
      {hasBox(omap) ? null : (
        <p>
          <Trans>This map has no position yet, so it cannot be shown.</Trans>
        </p>
      )}
      {canEdit ? (
        <Link to="/maps" search={{ omapId: omap.id, mode: 'edit' }}>
          <Trans>Edit this map</Trans>
        </Link>
      ) : null}
    </div>
  );
}
