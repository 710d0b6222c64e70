import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { omapQuery } from '../../api/map-queries';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages } from '../../ui/error-messages';
import { MapNotFound } from './map-not-found';
import { OmapEditor } from './omap-editor';

/** The map form for a stored map, once it is loaded. */
export function EditStoredMap({ omapId }: { omapId: string }) {
  const { i18n } = useLingui();
  const omap = useQuery({ ...omapQuery(omapId), meta: { handlesErrors: true } });
  if (omap.isPending) {
    return (
      <p role="status" className="page">
        <Trans>Loading map…</Trans>
      </p>
    );
  }
  if (omap.isError) {
    return (
      <section className="page">
        <p role="alert" className="form-alert">
          {i18n._(errorMessages[ErrorCode.MAPS_LOAD_FAILED])}
        </p>
      </section>
    );
  }
  if (!omap.data) {
    return (
      <section className="page">
        <MapNotFound />
      </section>
    );
  }
  return <OmapEditor key={omap.data.id} omap={omap.data} />;
}
