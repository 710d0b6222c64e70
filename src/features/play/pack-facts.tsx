import { Trans, useLingui } from '@lingui/react/macro';
import { useStoredPack } from '../../offline/use-stored-pack';
import { formatPackSize } from './pack-zoom';
import { PersistedAnswer } from './persisted-answer';

/** The offline pack of a game as stored on the phone: its tiles, size, zooms and persistence. */
export function PackFacts({ gameDefinitionId }: { gameDefinitionId: string }) {
  const { i18n } = useLingui();
  const pack = useStoredPack(gameDefinitionId);
  if (!pack) return null;
  const { tilesDone, tilesTotal, minZoom, maxZoom } = pack;
  const size = formatPackSize(pack.bytes, (value, options) => i18n.number(value, options));
  return (
    <div>
      <dt>
        <Trans>Offline pack</Trans>
      </dt>
      <dd>
        <Trans>
          {tilesDone} of {tilesTotal} map tiles, {size}, zoom {minZoom} to {maxZoom}
        </Trans>
        <br />
        <PersistedAnswer persisted={pack.persisted} />
      </dd>
    </div>
  );
}
