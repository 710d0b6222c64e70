import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { omapListQuery } from '../../api/map-queries';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages } from '../../ui/error-messages';
import { OmapRow, type OmapRowProps } from './omap-row';
import { LoadingOrFailed } from '../../ui/load-failed';
import { NextPageButton } from '../../ui/next-page-button';
import { HeadedSection } from '../../ui/headed-section';

interface AllMapsListProps {
  rowProps: Omit<OmapRowProps, 'omap'>;
  deleteFailed: boolean;
}

/** Every map the user may see, 100 at a time ("Show more maps"). */
export function AllMapsList({ rowProps, deleteFailed }: AllMapsListProps) {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery({ ...omapListQuery(), meta: { handlesErrors: true } });
  const allMaps = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <HeadedSection title={<Trans>All maps</Trans>}>
      <div role="alert" className={deleteFailed ? 'form-alert' : undefined}>
        {deleteFailed ? i18n._(errorMessages[ErrorCode.MAP_DELETE_FAILED]) : null}
      </div>
      {list.isPending || list.isError ? (
        <LoadingOrFailed
          queries={[list]}
          loading={<Trans>Loading maps…</Trans>}
          failed={i18n._(errorMessages[ErrorCode.MAPS_LOAD_FAILED])}
        />
      ) : null}
      {list.isSuccess && allMaps.length === 0 ? (
        <p>
          <Trans>There are no maps yet.</Trans>
        </p>
      ) : null}
      {allMaps.length > 0 ? (
        <ul className="maps-list" aria-label={t`All maps`}>
          {allMaps.map((omap) => (
            <OmapRow key={omap.id} omap={omap} {...rowProps} />
          ))}
        </ul>
      ) : null}
      <NextPageButton list={list}>
        <Trans>Show more maps</Trans>
      </NextPageButton>
    </HeadedSection>
  );
}
