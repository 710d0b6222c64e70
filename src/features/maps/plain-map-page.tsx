import { useLingui } from '@lingui/react/macro';
import { MapCanvas } from '../../ui/map/map-canvas';

/** The plain map viewer: the base layers, with a choice between them. */
export function PlainMapPage() {
  const { t } = useLingui();
  return (
    <section className="map-page">
      <MapCanvas label={t`Map viewer`} />
    </section>
  );
}
