import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiGameState } from '../../api/play-api';
import { useId, useState } from 'react';
import { continueGame, startGame } from '../../offline/play-actions';
import { useStoredPack } from '../../offline/use-stored-pack';
import { errorMessages } from '../../ui/error-messages';
import { FormAlert } from '../../ui/form-alert';
import { reportUnexpectedError } from '../../ui/toast-store';
import { packDetailNames, packDetailWithSize, packSameSize } from './pack-detail-words';
import { usePackSizes, type PackSizes } from './pack-estimate';
import {
  DEFAULT_PACK_DETAIL,
  PACK_DETAILS,
  formatPackSize,
  packDetailZooms,
  type PackDetail,
} from './pack-zoom';
import { startPositionWatch } from '../../ui/position/position-watch';
import { requestSync } from './request-sync';
import { PersistedAnswer } from './persisted-answer';
import { checkOngoingElsewhere } from './server-ongoing';
import { usePackDownload } from './use-pack-download';

/**
 * How detailed the offline map should be: less, normal, more or most detail, each with the size
 * of its download once it is known ("More detail (about 12 MB)").
 */
function DetailChoice(props: {
  value: PackDetail;
  sizes: PackSizes | null | undefined;
  disabled: boolean;
  onChange: (detail: PackDetail) => void;
}) {
  const { i18n } = useLingui();
  const name = useId();
  const format = (bytes: number) =>
    formatPackSize(bytes, (value, options) => i18n.number(value, options));
  // A map that is one image (no tiles to choose from) is the same download at every detail.
  const sizes = props.sizes ? PACK_DETAILS.map(({ detail }) => props.sizes![detail]) : [];
  const sameSize = sizes.length > 0 && sizes.every((bytes) => bytes === sizes[0]);
  return (
    <fieldset className="zoom-choice" disabled={props.disabled}>
      <legend>
        <Trans>Offline map detail</Trans>
      </legend>
      {PACK_DETAILS.map(({ detail }) => {
        const words = i18n._(packDetailNames[detail]);
        const bytes = sameSize ? undefined : props.sizes?.[detail];
        const size = bytes === undefined ? null : format(bytes);
        return (
          <label key={detail}>
            <input
              type="radio"
              name={name}
              value={detail}
              checked={props.value === detail}
              onChange={() => props.onChange(detail)}
            />
            {size === null ? words : i18n._(packDetailWithSize(words, size))}
          </label>
        );
      })}
      {sameSize ? <p className="field-hint">{i18n._(packSameSize(format(sizes[0]!)))}</p> : null}
    </fieldset>
  );
}

/**
 * Starting the picked game: choose how detailed the offline map should be (less to most detail,
 * with each choice's size), then
 * "Download and start" fetches the offline pack (progress bar, tiles and size, cancel and
 * resume, and whether the browser keeps the data) and starts the game on the phone (written to
 * the outbox: no signal needed once the pack is in). Starting also turns the position on.
 * When the server can be asked, a game ongoing elsewhere (server-ongoing.ts) refuses the start
 * with the conflict message before anything is downloaded.
 *
 * With `continueFrom` (the server's ongoing states of this game, played elsewhere) the panel
 * continues that game instead: the pack is downloaded and the server's states taken over.
 */
export function StartGamePanel({
  owner,
  gameId,
  gameName,
  continueFrom,
  onStarted,
}: {
  owner: string;
  gameId: string;
  gameName: string;
  continueFrom?: readonly ApiGameState[];
  /** After the game has started on the phone. */
  onStarted?: () => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<PackDetail>(DEFAULT_PACK_DETAIL);
  const sizes = usePackSizes(gameId);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const pack = useStoredPack(gameId);
  const { run, persisted, download, cancel } = usePackDownload(gameId);
  const titleId = useId();
  const downloading = run.phase === 'downloading';
  const progress = run.phase === 'downloading' || run.phase === 'done' ? run.progress : null;
  const shown = progress ?? pack ?? null;
  const resumable = pack?.status === 'paused' || pack?.status === 'failed';
  const tilesDone = shown?.tilesDone ?? 0;
  const tilesTotal = shown?.tilesTotal ?? 0;
  const size = formatPackSize(shown?.bytes ?? 0, (value, options) => i18n.number(value, options));

  const [tilesMissing, setTilesMissing] = useState(false);

  async function start() {
    setRefusal(null);
    setTilesMissing(false);
    if (!continueFrom && (await checkOngoingElsewhere(queryClient, owner))) {
      setRefusal(errorMessages.GAME_CONFLICT);
      return;
    }
    const result = await download(packDetailZooms(detail));
    if (result === 'aborted' || (result !== 'failed' && result.status === 'paused')) return;
    if (result === 'failed') {
      setRefusal(errorMessages.SYSTEM_ERROR);
      return;
    }
    // The game data is in but some tiles failed: the player may resume, or play without them.
    if (result.status !== 'complete') {
      setTilesMissing(true);
      return;
    }
    await startOnPhone();
  }

  async function startOnPhone() {
    setTilesMissing(false);
    if (continueFrom) {
      await continueGame(owner, continueFrom);
      startPositionWatch();
      onStarted?.();
      return;
    }
    const started = await startGame({
      owner,
      gameDefinitionId: gameId,
      now: Date.now(),
      newId: () => crypto.randomUUID(),
    });
    if (!started.ok) {
      setRefusal(errorMessages[started.code]);
      return;
    }
    startPositionWatch();
    requestSync();
    onStarted?.();
  }

  return (
    <section className="start-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{gameName}</h2>
      <DetailChoice value={detail} sizes={sizes} disabled={downloading} onChange={setDetail} />
      <p className="field-hint">
        <Trans>
          The game and its maps are saved on the phone first, so you can play without signal. More
          detail shows smaller paths and takes more space.
        </Trans>
      </p>
      {shown && shown.tilesTotal > 0 ? (
        <div className="pack-progress">
          <label>
            <Trans>Download for offline use</Trans>
            <progress max={shown.tilesTotal} value={shown.tilesDone} />
          </label>
          <p>
            <Trans>
              {tilesDone} of {tilesTotal} map tiles, {size}
            </Trans>
          </p>
        </div>
      ) : downloading ? (
        <p role="status">
          <Trans>Saving the game on the phone…</Trans>
        </p>
      ) : null}
      {persisted === undefined ? null : (
        <p className="persisted-answer" role="status">
          <PersistedAnswer persisted={persisted} />
        </p>
      )}
      <FormAlert message={refusal} />
      {tilesMissing ? (
        <div role="alert" className="form-alert">
          <p>
            <Trans>
              Some map tiles could not be saved. Resume the download, or start without them (the map
              may be blank in places without signal).
            </Trans>
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() => void startOnPhone().catch(reportUnexpectedError)}
          >
            <Trans>Start without them</Trans>
          </button>
        </div>
      ) : null}
      <div className="play-actions">
        {downloading ? (
          <button type="button" className="secondary" onClick={cancel}>
            <Trans>Cancel download</Trans>
          </button>
        ) : (
          <button type="button" onClick={() => void start().catch(reportUnexpectedError)}>
            {continueFrom ? (
              <Trans>Download and continue</Trans>
            ) : resumable ? (
              <Trans>Resume download and start</Trans>
            ) : (
              <Trans>Download and start</Trans>
            )}
          </button>
        )}
      </div>
    </section>
  );
}
