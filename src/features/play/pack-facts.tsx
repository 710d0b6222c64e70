import { Trans, useLingui } from '@lingui/react/macro';
import { useStoredPack } from '../../offline/use-stored-pack';
import { packDetailNames } from './pack-detail-words';
import { formatPackSize, packDetailOf } from './pack-zoom';
import { PersistedAnswer } from './persisted-answer';

/** The offline pack of a game as stored on the phone: its detail, tiles, size and persistence. */
export function PackFacts({ gameDefinitionId }: { gameDefinitionId: string }) {
  const { i18n } = useLingui();
  const pack = useStoredPack(gameDefinitionId);
  if (!pack) return null;
  const { tilesDone, tilesTotal } = pack;
  const detail = i18n._(packDetailNames[packDetailOf(pack.maxZoom)]);
  const size = formatPackSize(pack.bytes, (value, options) => i18n.number(value, options));
  return (
    <div>
      <dt>
        <Trans>Saved for offline use</Trans>
      </dt>
      <dd>
        <Trans>
          {detail}: {tilesDone} of {tilesTotal} map tiles, {size}
        </Trans>
        <br />
        <PersistedAnswer persisted={pack.persisted} />
      </dd>
    </div>
  );
}
