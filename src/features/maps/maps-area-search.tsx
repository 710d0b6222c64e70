import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages } from '../../ui/error-messages';
import { OmapRow, type OmapRowProps } from './omap-row';
import type { AreaSearch } from './use-omap-area-search';
import { HeadedSection } from '../../ui/headed-section';

interface MapsAreaSearchProps {
  area: AreaSearch;
  onSearch: () => void;
  rowProps: Omit<OmapRowProps, 'omap'>;
}

/** "Search this area": its button, its progress and refusals, and the maps found. */
export function MapsAreaSearch({ area, onSearch, rowProps }: MapsAreaSearchProps) {
  const { t, i18n } = useLingui();
  const found = area.kind === 'found' ? area.omaps : [];
  const areaMessage: MessageDescriptor | null =
    area.kind === 'zoom-in'
      ? errorMessages[ErrorCode.MAP_SEARCH_AREA_TOO_LARGE]
      : area.kind === 'failed'
        ? errorMessages[ErrorCode.MAP_SEARCH_FAILED]
        : null;
  return (
    <HeadedSection className="maps-area" title={<Trans>Search by map area</Trans>}>
      <p className="field-hint">
        <Trans>Finds the maps in the part of the map you see. Zoom in to level 11 or closer.</Trans>
      </p>
      <button type="button" disabled={area.kind === 'searching'} onClick={onSearch}>
        <Trans>Search this area</Trans>
      </button>
      <div role="alert" className={areaMessage ? 'form-alert' : undefined}>
        {areaMessage ? i18n._(areaMessage) : null}
      </div>
      <div role="status">
        {area.kind === 'searching' ? <Trans>Searching…</Trans> : null}
        {area.kind === 'found' ? (
          <Plural
            value={found.length}
            one="# map found in this area."
            other="# maps found in this area."
          />
        ) : null}
      </div>
      {found.length > 0 ? (
        <ul className="maps-list" aria-label={t`Maps in this area`}>
          {found.map((omap) => (
            <OmapRow key={omap.id} omap={omap} {...rowProps} />
          ))}
        </ul>
      ) : null}
    </HeadedSection>
  );
}
