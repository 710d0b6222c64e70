import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import {
  createGameDefinition,
  linkedOmaps,
  linkOmap,
  unlinkOmap,
  updateGameDefinition,
  type GameDefinition,
  type GameDefinitionFields,
  type GameOmap,
} from '../../api/games-api';
import type { LatLng } from '../../domain/geo';
import { GameType } from '../../domain/game-progress';
import { VISIBILITIES } from '../../domain/schemas/field-schemas';
import { gameDefinitionSchema } from '../../domain/schemas/game-definition';
import { ChoiceField } from '../../ui/choice-field';
import { NameField } from '../../ui/name-field';
import { showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
import {
  ACTIVE_NO,
  ACTIVE_YES,
  coordinateText,
  defaultVisibleOmapId,
  gameFormValues,
  pointOf,
} from './game-form-values';
import { GameMapsSection } from './game-maps-section';
import {
  gameCreatedMessage,
  gameSavedMessage,
  mapLinkNotFoundMessage,
  mapLinkedMessage,
  mapUnlinkedMessage,
} from './game-messages';
import { gameKeys, gameQueries } from '../../api/game-queries';
import { GameStartMap } from './game-start-map';
import { messageForRequestFailure } from '../../ui/request-failure';
import { apiErrorCode } from '../../api/graphql-errors';
import { ErrorCode } from '../../domain/error-codes';
import { publishRefusedMessage } from './publish-messages';

const [PRIVATE, PUBLIC] = VISIBILITIES;

/**
 * A refused save in words: made active and PUBLIC before the checklist holds, the checklist above
 * says what is missing.
 */
function saveRefusedMessage(error: unknown) {
  return apiErrorCode(error) === ErrorCode.GAME_NOT_PLAYABLE
    ? publishRefusedMessage
    : messageForRequestFailure(error);
}

/** Creates the game, then links each chosen map to it. */
async function createGameWithMaps(fields: GameDefinitionFields, omapIds: readonly string[]) {
  const created = await createGameDefinition(fields);
  for (const omapId of omapIds) await linkOmap(created.id, omapId);
  return created;
}

/**
 * Create (game null) or edit a game: name, type, active, private or public, the start position
 * chosen on the map with its geohash, and the linked maps drawn over the base layers (the primary
 * map, else the first, shown by default; a toggle per map). A new game's maps are linked when it
 * is created; an existing game links and unlinks at once and is reloaded.
 */
export function GameDefinitionForm({ game }: { game: GameDefinition | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choices = useQuery({ ...gameQueries.omapChoices(), meta: { handlesErrors: true } });
  const mapRef = useRef<MapRef>(null);

  const [chosen, setChosen] = useState<readonly GameOmap[]>([]);
  const maps = game ? linkedOmaps(game) : chosen;
  const [shown, setShown] = useState<Readonly<Record<string, boolean>>>({});
  const defaultId = defaultVisibleOmapId(maps);
  const visible = (id: string) => shown[id] ?? id === defaultId;

  const [latText, setLatText] = useState(
    game?.startLat == null ? '' : coordinateText(game.startLat),
  );
  const [lngText, setLngText] = useState(
    game?.startLng == null ? '' : coordinateText(game.startLng),
  );
  const start = pointOf(latText, lngText);
  const [initialView] = useState(() => {
    if (start) return { centre: start, zoom: 14 };
    const first = maps.find((omap) => omap.id === defaultId);
    return first?.centreLat != null && first.centreLng != null
      ? { centre: { lat: first.centreLat, lng: first.centreLng }, zoom: 14 }
      : undefined;
  });

  // The chosen maps are not form fields: the schema gets their ids with the fields.
  const form = useValidatedForm(gameDefinitionSchema, {
    values: (data) =>
      gameFormValues(
        data,
        maps.map((omap) => omap.id),
      ),
  });
  const { errors, ranges, setFailure } = form;

  const reloadGames = () => queryClient.invalidateQueries({ queryKey: gameKeys.all });

  const save = useMutation({
    mutationFn: (fields: GameDefinitionFields) =>
      game
        ? updateGameDefinition(game.id, fields)
        : createGameWithMaps(
            fields,
            chosen.map((omap) => omap.id),
          ),
    onSuccess: async (saved) => {
      await reloadGames();
      if (game) {
        showToast(gameSavedMessage);
        return;
      }
      showToast(gameCreatedMessage);
      await navigate({ to: '/game-definitions/selected', search: { gameDefinitionId: saved.id } });
    },
    onError: (error) => form.showRefusal(error, { words: saveRefusedMessage }),
  });

  const link = useMutation({
    mutationFn: (omap: GameOmap) => linkOmap(game?.id ?? '', omap.id),
    onSuccess: async () => {
      await reloadGames();
      showToast(mapLinkedMessage);
    },
    onError: (error) => setFailure(messageForRequestFailure(error)),
  });

  const unlink = useMutation({
    mutationFn: (omap: GameOmap) => unlinkOmap(game?.id ?? '', omap.id),
    onSuccess: async (unlinked) => {
      await reloadGames();
      if (unlinked) showToast(mapUnlinkedMessage);
      else setFailure(mapLinkNotFoundMessage);
    },
    onError: (error) => setFailure(messageForRequestFailure(error)),
  });

  function flyTo(omap: GameOmap) {
    if (start || omap.centreLat == null || omap.centreLng == null) return;
    mapRef.current?.flyTo({ center: [omap.centreLng, omap.centreLat], zoom: 14 });
  }

  function addMap(omap: GameOmap) {
    setFailure(null);
    form.patchErrors({ omapIds: undefined });
    // The map that becomes the one shown by default is brought into view.
    if (defaultVisibleOmapId([...maps, omap]) === omap.id) flyTo(omap);
    if (game) link.mutate(omap);
    else setChosen((list) => [...list, omap]);
  }

  function removeMap(omap: GameOmap) {
    setFailure(null);
    if (game) unlink.mutate(omap);
    else setChosen((list) => list.filter((item) => item.id !== omap.id));
  }

  function placeStart(point: LatLng) {
    setLatText(coordinateText(point.lat));
    setLngText(coordinateText(point.lng));
  }

  const visibleMaps = maps.filter((omap) => visible(omap.id));
  const pending = save.isPending || link.isPending || unlink.isPending;

  return (
    <ValidatedForm
      form={form}
      className="form game-form"
      onSubmit={form.submitWith(({ name, type, active, state, startLat, startLng }) =>
        save.mutate({ name, type, active, state, startLat, startLng }),
      )}
      label={t`Game`}
    >
      <NameField defaultValue={game?.name ?? ''} error={errors.name} />
      <ChoiceField
        name="type"
        legend={t`Type of game`}
        options={[
          { value: GameType.CLASSIC, label: t`Classic` },
          { value: GameType.LEVELS, label: t`Levels` },
        ]}
        defaultValue={game?.type}
        error={errors.type}
      />
      {game ? (
        <>
          <ChoiceField
            name="active"
            legend={t`Active`}
            options={[
              { value: ACTIVE_YES, label: t`Active: players can play it` },
              { value: ACTIVE_NO, label: t`Not active` },
            ]}
            defaultValue={String(game.active)}
            error={errors.active}
          />
          <ChoiceField
            name="state"
            legend={t`Who can see the game`}
            options={[
              { value: PRIVATE, label: t`Private` },
              { value: PUBLIC, label: t`Public` },
            ]}
            defaultValue={game.state}
            error={errors.state}
          />
        </>
      ) : (
        <>
          {/* A new game is a private draft until its checklist holds and it is published. */}
          <input type="hidden" name="active" value={ACTIVE_NO} />
          <input type="hidden" name="state" value={PRIVATE} />
          <p className="field-hint">
            <Trans>
              A new game starts as a private draft that only you can see and test-play. Publish it
              from its page once it has what players need.
            </Trans>
          </p>
        </>
      )}
      <GameStartMap
        latText={latText}
        lngText={lngText}
        onLatText={setLatText}
        onLngText={setLngText}
        onPoint={placeStart}
        start={start}
        initialView={initialView}
        omaps={visibleMaps}
        mapRef={mapRef}
        latError={errors.startLat}
        lngError={errors.startLng}
        latRange={ranges.startLat}
        lngRange={ranges.startLng}
      />
      <GameMapsSection
        maps={maps}
        choices={choices.data ?? []}
        choicesFailed={choices.isError}
        visible={visible}
        onToggleVisible={(id, value) => setShown((all) => ({ ...all, [id]: value }))}
        onAdd={addMap}
        onRemove={removeMap}
        pending={pending}
        unsaved={game === null}
        error={errors.omapIds}
      />
      <button type="submit" disabled={pending}>
        {game ? <Trans>Save game</Trans> : <Trans>Create game</Trans>}
      </button>
    </ValidatedForm>
  );
}
