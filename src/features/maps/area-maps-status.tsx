/**
 * What the plain map says about the maps of its view: zoom in first, looking, the maps found
 * (by name), and offline whether they come from the phone's stored list or are not on the phone.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages } from '../../ui/error-messages';
import type { AreaMaps } from './area-maps';

export function AreaMapsStatus({
  zoomIn,
  loading,
  failed,
  maps,
}: {
  zoomIn: boolean;
  loading: boolean;
  failed: boolean;
  maps: AreaMaps | null;
}) {
  const { i18n, t } = useLingui();
  // Zoomed out, the maps found last stay drawn, but the list speaks of this view only.
  const shown = zoomIn ? null : maps;
  const count = shown?.omaps.length ?? 0;
  return (
    <section className="area-maps" aria-label={t`Maps in this area`}>
      <div role="status">
        {zoomIn ? (
          <p>
            <Trans>Zoom in to level 11 or closer to see the public maps of this area.</Trans>
          </p>
        ) : loading ? (
          <p>
            <Trans>Looking for maps in this area…</Trans>
          </p>
        ) : shown ? (
          <p>
            <Plural
              value={count}
              _0="No public maps in this area."
              one="# public map in this area:"
              other="# public maps in this area:"
            />
          </p>
        ) : null}
        {count > 0 ? (
          <ul className="area-map-list">
            {shown?.omaps.map((omap) => (
              <li key={omap.id}>
                {omap.name}
                {omap.attribution ? (
                  <span className="field-hint"> · {omap.attribution}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {shown && shown.storedCells.length > 0 ? (
          <p>
            <Trans>No connection: the maps shown are the ones this phone saw here before.</Trans>
          </p>
        ) : null}
        {shown && shown.missingCells.length > 0 ? (
          <p>
            <Trans>
              No connection, and this phone has not seen all of this area before: some maps may be
              missing.
            </Trans>
          </p>
        ) : null}
      </div>
      <div role="alert" className={failed ? 'form-alert' : undefined}>
        {failed ? i18n._(errorMessages[ErrorCode.MAP_SEARCH_FAILED]) : null}
      </div>
    </section>
  );
}
