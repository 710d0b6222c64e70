import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Omap } from '../../api/maps-api';
import { OmapKindName } from './omap-kind-name';
import { OmapStateName } from './omap-state-name';

export interface OmapRowProps {
  omap: Omap;
  canEdit: boolean;
  selectedId: string | null;
  /** The id of the map whose deletion waits for its confirmation. */
  confirming: string | null;
  onConfirm: (id: string | null) => void;
  onDelete: (omap: Omap) => void;
}

/** One map in a list: its link, kind and visibility; for editors edit and delete. */
export function OmapRow({
  omap,
  canEdit,
  selectedId,
  confirming,
  onConfirm,
  onDelete,
}: OmapRowProps) {
  const { t } = useLingui();
  const name = omap.name;
  return (
    <li className="maps-row">
      <div className="maps-row-main">
        <Link
          to="/maps"
          search={{ omapId: omap.id, mode: 'view' }}
          aria-current={omap.id === selectedId ? 'true' : undefined}
        >
          {name}
        </Link>
        <span className="field-hint">
          <OmapKindName sourceType={omap.sourceType} /> · <OmapStateName state={omap.state} />
        </span>
      </div>
      {canEdit ? (
        <div className="maps-row-actions">
          <Link to="/maps" search={{ omapId: omap.id, mode: 'edit' }} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Link>
          {confirming === omap.id ? (
            <>
              <span>
                <Trans>Delete {name}?</Trans>
              </span>
              <button type="button" onClick={() => onDelete(omap)}>
                <Trans>Yes, delete</Trans>
              </button>
              <button type="button" className="secondary" onClick={() => onConfirm(null)}>
                <Trans>Cancel</Trans>
              </button>
            </>
          ) : (
            <button
              type="button"
              className="secondary"
              aria-label={t`Delete ${name}`}
              onClick={() => onConfirm(omap.id)}
            >
              <Trans>Delete</Trans>
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
