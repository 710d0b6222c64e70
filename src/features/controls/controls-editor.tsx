import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ControlsGame, ControlsLevel, LevelControl } from '../../api/controls-api';
import { linkedOmaps } from '../../api/games-api';
import type { LatLng } from '../../domain/geo';
import type { ImportedControl } from '../../domain/iof-course-data';
import { CONTROL_POINTS_MIN, type ControlInput } from '../../domain/schemas/control';
import { controlNotUpdatedMessage, controlUpdatedMessage } from '../../ui/error-messages';
import { showToast } from '../../ui/toast-store';
import { AddExistingControl } from './add-existing-control';
import { ControlEditActions } from './control-edit-actions';
import { ControlForm } from './control-form';
import { ControlsMap } from './controls-map';
import { controlAddedMessage, controlNotAddedMessage } from './controls-messages';
import { IofImport } from './iof-import';
import { LevelControlList } from './level-control-list';
import { MapChoice, omapCentre, useVisibleOmaps } from './map-choice';
import { newSecretCode } from './new-secret-code';
import { useControlActions } from './use-control-actions';

interface Draft {
  position: LatLng;
  secretCode: string;
}

interface ControlsEditorProps {
  game: ControlsGame;
  level: ControlsLevel;
  controls: readonly LevelControl[];
  selectedControlId: string | undefined;
}

/** The level's controls on the map, the form of the one chosen or added, and the other tools. */
export function ControlsEditor({ game, level, controls, selectedControlId }: ControlsEditorProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useControlActions(level);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [preview, setPreview] = useState<readonly ImportedControl[]>([]);
  const [mapCentre, setMapCentre] = useState<LatLng | null>(null);
  const omaps = linkedOmaps(game);
  const visible = useVisibleOmaps(omaps);
  const selected = controls.find((link) => link.controlId === selectedControlId);
  const { order } = level;
  const levelName = level.name ?? t`Level ${order}`;
  const gameName = game.name;
  const search = { gameDefinitionId: level.gameDefinitionId, gameLevelId: level.id };
  const start =
    game.startLat !== null && game.startLng !== null
      ? { lat: game.startLat, lng: game.startLng }
      : null;

  const controlTitle = (visualCode: string) => t`Control ${visualCode}`;

  function select(controlId: string | undefined) {
    void navigate({
      to: '/game-definitions/selected/levels/selected/controls',
      search: { ...search, controlId },
      replace: true,
    });
  }

  function onMapClick(position: LatLng) {
    setDraft((current) => ({
      position,
      secretCode: current?.secretCode ?? newSecretCode(),
    }));
    if (selectedControlId !== undefined) select(undefined);
  }

  async function createDraft(values: ControlInput) {
    try {
      const id = await actions.create.mutateAsync(values);
      showToast(controlAddedMessage);
      setDraft(null);
      select(id);
    } catch (error) {
      showToast(controlNotAddedMessage, { tone: 'error' });
      throw error;
    }
  }

  async function saveSelected(link: LevelControl, values: ControlInput) {
    try {
      await actions.save.mutateAsync({ link, values });
      showToast(controlUpdatedMessage);
    } catch (error) {
      showToast(controlNotUpdatedMessage, { tone: 'error' });
      throw error;
    }
  }

  function move(link: LevelControl, position: LatLng) {
    actions.move.mutate(
      { link, position },
      {
        onSuccess: () => showToast(controlUpdatedMessage),
        onError: () => showToast(controlNotUpdatedMessage, { tone: 'error' }),
      },
    );
  }

  return (
    <section className="page controls-page" aria-labelledby="controls-title">
      <nav aria-label={t`Breadcrumb`} className="controls-links">
        <Link to="/game-definitions/selected/levels/selected" search={search}>
          <Trans>Back to {levelName}</Trans>
        </Link>
        <Link
          to="/game-definitions/selected/levels/selected/controls"
          search={{ ...search, view: 'print' }}
        >
          <Trans>Printable control list</Trans>
        </Link>
      </nav>
      <h1 id="controls-title">
        <Trans>Controls: {levelName}</Trans>
      </h1>
      <p className="field-hint">
        <Trans>
          {gameName}. Tap the map to add a control, drag a control to move it, choose one to edit
          it.
        </Trans>
      </p>
      <MapChoice omaps={omaps} visible={visible} />
      <ControlsMap
        controls={controls}
        omaps={visible.shown}
        fallbackCentre={start ?? omapCentre(visible.shown[0])}
        selectedControlId={selectedControlId}
        draft={draft?.position ?? null}
        draftPoints={CONTROL_POINTS_MIN}
        preview={preview}
        onMapClick={onMapClick}
        onCentreChange={setMapCentre}
        onSelect={(controlId) => {
          setDraft(null);
          select(controlId);
        }}
        onMove={move}
        onDraftMove={(position) => setDraft((current) => current && { ...current, position })}
      />
      <p>
        <button
          type="button"
          className="secondary"
          disabled={mapCentre === null}
          onClick={() => mapCentre && onMapClick(mapCentre)}
        >
          <Trans>New control in the middle of the map</Trans>
        </button>
      </p>
      {draft ? (
        <ControlForm
          key="new"
          title={t`New control`}
          visualCode=""
          secretCode={draft.secretCode}
          points={CONTROL_POINTS_MIN}
          position={draft.position}
          submitLabel={t`Add control`}
          focusFirst
          onSave={createDraft}
          onClose={() => setDraft(null)}
        />
      ) : selected?.control ? (
        <ControlForm
          key={selected.id}
          title={controlTitle(selected.control.visualCode)}
          visualCode={selected.control.visualCode}
          secretCode={selected.control.secretCode ?? ''}
          points={selected.points}
          position={{ lat: selected.control.lat, lng: selected.control.lng }}
          submitLabel={t`Save`}
          onSave={(values) => saveSelected(selected, values)}
          onClose={() => select(undefined)}
        >
          <ControlEditActions
            controlId={selected.controlId}
            controls={controls}
            actions={actions}
            onGone={() => select(undefined)}
          />
        </ControlForm>
      ) : null}
      <LevelControlList
        controls={controls}
        selectedControlId={selectedControlId}
        onSelect={(controlId) => {
          setDraft(null);
          select(controlId);
        }}
      />
      <AddExistingControl controls={controls} actions={actions} />
      <IofImport
        gameDefinitionId={level.gameDefinitionId}
        omaps={visible.shown}
        existingCodes={controls.flatMap((link) => (link.control ? [link.control.visualCode] : []))}
        actions={actions}
        onPreview={setPreview}
      />
    </section>
  );
}
