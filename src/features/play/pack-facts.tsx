import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { mapGameDb } from '../../offline/db';
import { megabytes } from './pack-zoom';
import { PersistedAnswer } from './persisted-answer';

/** The offline pack of a game as stored on the phone: its tiles, size, zooms and persistence. */
export function PackFacts({ gameDefinitionId }: { gameDefinitionId: string }) {
  const pack = useLiveQuery(() => mapGameDb().packs.get(gameDefinitionId), [gameDefinitionId]);
  if (!pack) return null;
  const { tilesDone, tilesTotal, minZoom, maxZoom } = pack;
  const sizeMb = megabytes(pack.bytes);
  return (
    <div>
      <dt>
        <Trans>Offline pack</Trans>
      </dt>
      <dd>
        <Trans>
          {tilesDone} of {tilesTotal} map tiles, {sizeMb} MB, zoom {minZoom} to {maxZoom}
        </Trans>
        <br />
        <PersistedAnswer persisted={pack.persisted} />
      </dd>
    </div>
  );
}
