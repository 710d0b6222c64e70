import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { useCurrentUser } from '../../api/use-current-user';
import { CelebrationDialog } from '../../ui/celebration-dialog';
import { SignInNeededNotice } from '../../ui/sign-in-needed-notice';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import { ConnectionStatus } from './connection-status';
import { GamePicker } from './game-picker';
import type { GameMapReadAhead } from './game-map-read-ahead';
import { LateVerdictNotices } from './late-verdict-notices';
import { LastGameResult } from './last-game-result';
import { GameStartMarkers } from './game-start-markers';
import { saveMapView, useStoredMapView } from '../../ui/map/map-view-setting';
import { PlayControlMarkers } from './play-control-markers';
import { PlayMapTools } from './play-map-tools';
import { GAME_MAP_TITLE_ID, PlayBar } from './play-bar';
import { PlayPanel } from './play-panel';
import { PlaySheet } from './play-sheet';
import { MuteSwitch } from './mute-switch';
import { PositionLayer } from '../../ui/position/position-layer';
import {
  positionPermissionGranted,
  startPositionWatch,
  usePositionWatch,
} from '../../ui/position/position-watch';
import { PlayPositionStatus } from './position-status';
import { OngoingElsewhereCard, OngoingElsewherePanel } from './ongoing-elsewhere-panel';
import { RefusedStartNotice } from './refused-start-notice';
import { useServerOngoingGame } from './server-ongoing';
import { StartGamePanel } from './start-game-panel';
import { TestPlayNote } from './test-play-note';
import { useCurrentGame } from '../../offline/use-current-game';
import type { ShownCelebration } from './use-punch';
import { primaryFirst, useGamesNear, usePickedGameMaps } from './use-games-near';
import { useWakeLock } from './use-wake-lock';
import './play.css';

/** The zoom the map moves to for a game's start: the controls around it are in view. */
const GAME_START_ZOOM = 15;

export interface GameMapPageProps {
  /** The game picked on the map (a search parameter, so a reload keeps it). */
  pickedGameId: string | undefined;
  onPick: (gameId: string) => void;
  /** The game and map view read from the phone before the screen opened (its route's loader). */
  readAhead?: GameMapReadAhead;
}

/**
 * The game map, filling the screen under the slim bar (the game, its level and clock while one
 * is played): where the player left it, the games near the view to pick from, the picked or
 * played game's maps over the base layers, the current level's controls, the player's position
 * with its accuracy ring, and over the map's bottom a sheet with the play panel (or the game
 * picker and start panel when no game is played). During play the screen stays on and the
 * position is watched.
 */
export function GameMapPage({ pickedGameId, onPick, readAhead = {} }: GameMapPageProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const owner = user?.sub ?? '';
  const initialView = useStoredMapView(readAhead.view);
  const game = useCurrentGame(owner, readAhead.game);
  const watch = usePositionWatch();
  const [view, setView] = useState<MapViewport | null>(null);
  const [chosenControlId, setChosenControlId] = useState('');
  const [celebration, setCelebration] = useState<ShownCelebration | null>(null);
  const current = game?.current?.progress === 'ONGOING' ? game.current : null;
  const playing = game != null && current !== null;
  // The sheet opens by itself for a game picked (its start panel) and a control chosen on the
  // map (the code form); it starts closed during a game (the map first, also when the screen
  // opens on one) and when a game starts or ends, and closes on a new level.
  const [sheetExpanded, setSheetExpanded] = useState(pickedGameId !== undefined && !playing);
  const mapRef = useRef<MapRef>(null);
  /** Shows a game's start area (when a game is picked or started). */
  const showStart = (start: { lat: number | null; lng: number | null } | undefined) => {
    if (start?.lat == null || start.lng == null) return;
    mapRef.current?.flyTo({ center: [start.lng, start.lat], zoom: GAME_START_ZOOM });
  };
  // One object per stored game, so the memoised bar, panel and markers render again only when
  // the game does, not on every move of the map.
  const played = useMemo(() => (game && current ? { ...game, current } : null), [game, current]);
  const [sheetFor, setSheetFor] = useState(playing);
  if (sheetFor !== playing) {
    setSheetFor(playing);
    setSheetExpanded(false);
  }
  // A level unlocked (or taken back) closes the sheet in the same render, before the map fits
  // the new level's controls into what the sheet leaves uncovered (use-fit-after-unlock.ts): a
  // fit against the open sheet (the code form is in it) zoomed far out. The chosen control was
  // the old level's.
  const levelId = current?.gameLevel.id;
  const [sheetLevel, setSheetLevel] = useState(levelId);
  if (sheetLevel !== levelId) {
    setSheetLevel(levelId);
    setSheetExpanded(false);
    setChosenControlId('');
  }
  useWakeLock(playing);

  // During a game the position is watched from the moment the screen opens, without a prompt
  // when the browser already allows it (the player allowed it at game start).
  useEffect(() => {
    if (!playing) return;
    void positionPermissionGranted().then((granted) => granted && startPositionWatch());
  }, [playing]);

  const near = useGamesNear(view, !playing);
  const elsewhere = useServerOngoingGame(owner, !playing);
  const picked = usePickedGameMaps(playing ? undefined : pickedGameId);
  const omaps: OmapDisplay[] = playing
    ? primaryFirst(game.game.omaps as unknown as (OmapDisplay & { primaryMap?: boolean })[])
    : (picked.data?.omaps ?? []);
  const games = near.query.data ?? [];
  const pickedName =
    picked.data?.name ?? games.find((candidate) => candidate.id === pickedGameId)?.name ?? '';

  // A game ongoing on another phone: with the sheet closed, a short card in the peek (the map
  // keeps the screen); its explanation, offline map detail and download in the sheet's body,
  // after a picked game's start panel (mounted while closed, so a download in it goes on).
  const elsewherePanel = elsewhere.state ? (
    <OngoingElsewherePanel
      owner={owner}
      state={elsewhere.state}
      serverStates={elsewhere.serverStates}
      explained={sheetExpanded}
    />
  ) : null;
  const elsewhereCard =
    elsewhere.state && !sheetExpanded ? (
      <OngoingElsewhereCard
        owner={owner}
        state={elsewhere.state}
        onContinue={() => setSheetExpanded(true)}
      />
    ) : null;

  const chooseControl = useCallback((controlId: string) => {
    setChosenControlId(controlId);
    setSheetExpanded(true);
  }, []);
  const status = useMemo(
    () =>
      played ? (
        <>
          <TestPlayNote gameDefinitionId={played.game.gameDefinitionId} />
          <ConnectionStatus punches={played.punches} />
          <LateVerdictNotices game={played} />
          <SignInNeededNotice owner={owner} email={user?.email} returnTo="/game-map" />
          <PlayPositionStatus watch={watch} game={played} current={played.current} />
        </>
      ) : null,
    [played, owner, user?.email, watch],
  );

  const pick = (gameId: string) => {
    onPick(gameId);
    setSheetExpanded(true);
    const start = games.find((candidate) => candidate.id === gameId);
    showStart(start && { lat: start.startLat, lng: start.startLng });
  };

  if (initialView === undefined || game === undefined) {
    return (
      <>
        <PlayBar game={null} />
        <p role="status" className="page">
          <Trans>Loading map…</Trans>
        </p>
      </>
    );
  }
  return (
    <section className="game-map-page" aria-labelledby={GAME_MAP_TITLE_ID}>
      <PlayBar game={played} />
      <div className="play-map-frame">
        <MapCanvas
          label={t`Game map`}
          initialView={initialView}
          mapRef={mapRef}
          // Drawn bottom first: the primary map on top.
          omaps={[...omaps].reverse()}
          onViewportChange={(next) => {
            setView(next);
            void saveMapView(next);
          }}
        >
          {playing ? (
            <PlayControlMarkers
              game={game}
              current={current}
              zoom={view?.zoom ?? initialView.zoom}
              onChoose={chooseControl}
            />
          ) : (
            <GameStartMarkers games={games} pickedId={pickedGameId} onPick={pick} />
          )}
          <PlayMapTools game={game} current={current} gameStarts={games} />
          {watch.fix ? (
            <PositionLayer fix={watch.fix} headingDegrees={watch.headingDegrees} />
          ) : null}
        </MapCanvas>
      </div>
      {played ? (
        <PlayPanel
          owner={owner}
          game={played}
          watch={watch}
          chosenControlId={chosenControlId}
          onCelebrate={setCelebration}
          expanded={sheetExpanded}
          onExpandedChange={setSheetExpanded}
          status={status}
        />
      ) : (
        <PlaySheet
          label={t`Games`}
          expanded={sheetExpanded}
          onExpandedChange={setSheetExpanded}
          summary={pickedName || t`Pick a game to play`}
          peek={
            <>
              <SignInNeededNotice owner={owner} email={user?.email} returnTo="/game-map" />
              <RefusedStartNotice owner={owner} />
              {elsewhereCard}
              {game?.current === null && game.states[0] ? (
                <LastGameResult owner={owner} gameId={game.states[0].gameId} />
              ) : null}
              <GamePicker
                games={games}
                loading={near.query.isLoading}
                failed={near.query.isError}
                zoomIn={near.zoomIn}
                pickedId={pickedGameId}
                onPick={pick}
              />
            </>
          }
        >
          {pickedGameId ? (
            <StartGamePanel
              owner={owner}
              gameId={pickedGameId}
              gameName={pickedName}
              onStarted={() => {
                const start = games.find((candidate) => candidate.id === pickedGameId);
                showStart(start && { lat: start.startLat, lng: start.startLng });
              }}
            />
          ) : null}
          {elsewherePanel}
          <PlayPositionStatus watch={watch} game={game} current={current} />
          <MuteSwitch />
          <p className="play-links">
            <Link to="/plain-map">
              <Trans>Just look at the map, without a game</Trans>
            </Link>
          </p>
        </PlaySheet>
      )}
      {celebration ? (
        <CelebrationDialog
          celebration={celebration.celebration}
          {...(celebration.levelOrder === undefined ? {} : { levelOrder: celebration.levelOrder })}
          onClose={() => setCelebration(null)}
        />
      ) : null}
    </section>
  );
}
