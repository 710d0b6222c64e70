import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { GameOmap } from '../../api/games-api';
import type { FieldErrorCode } from '../../domain/error-codes';
import { fieldErrorMessages } from '../../ui/error-messages';
import { fieldIds } from '../../ui/field-ids';
import { MAP_SELECTION_FIELD } from './game-form-values';
import { visibilityLabel } from './game-messages';

interface GameMapsSectionProps {
  /** The game's maps (linked, or chosen for a new game). */
  maps: readonly GameOmap[];
  /** Every map the editor may link. */
  choices: readonly GameOmap[];
  choicesFailed: boolean;
  visible: (omapId: string) => boolean;
  onToggleVisible: (omapId: string, visible: boolean) => void;
  onAdd: (omap: GameOmap) => void;
  onRemove: (omap: GameOmap) => void;
  pending: boolean;
  /** A game not yet created: its maps are linked when it is. */
  unsaved: boolean;
  error?: FieldErrorCode | undefined;
}

/**
 * The game's maps: each with a choice to show it on the map above and a way to unlink it, and a
 * list of the other maps to link one more.
 */
export function GameMapsSection({
  maps,
  choices,
  choicesFailed,
  visible,
  onToggleVisible,
  onAdd,
  onRemove,
  pending,
  unsaved,
  error,
}: GameMapsSectionProps) {
  const { t, i18n } = useLingui();
  const { id: selectId, errorId } = fieldIds(MAP_SELECTION_FIELD);
  const headingId = useId();
  const linked = new Set(maps.map((omap) => omap.id));
  const available = choices.filter((omap) => !linked.has(omap.id));
  const [chosen, setChosen] = useState('');
  const chosenMap = available.find((omap) => omap.id === chosen) ?? available[0];

  return (
    <section
      className={error ? 'game-maps field-invalid' : 'game-maps'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        <Trans>Maps of the game</Trans>
      </h2>
      {unsaved ? (
        <p className="field-hint">
          <Trans>The maps you choose are linked to the game when it is created.</Trans>
        </p>
      ) : null}
      {maps.length === 0 ? (
        <p>
          <Trans>No map is linked yet.</Trans>
        </p>
      ) : (
        <ul className="item-list">
          {maps.map((omap) => {
            const mapName = omap.name;
            return (
              <li key={omap.id}>
                <span className="item-title">{omap.name}</span>
                <p className="item-facts">
                  {omap.primaryMap ? <Trans>Primary map</Trans> : <Trans>Map</Trans>} ·{' '}
                  {i18n._(visibilityLabel(omap.state))}
                </p>
                <div className="item-actions">
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={visible(omap.id)}
                      onChange={(event) => onToggleVisible(omap.id, event.target.checked)}
                    />
                    {t`Show ${mapName} on the map`}
                  </label>
                  <button
                    type="button"
                    className="secondary"
                    disabled={pending}
                    onClick={() => onRemove(omap)}
                    aria-label={t`Unlink ${mapName}`}
                  >
                    <Trans>Unlink</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {choicesFailed ? (
        <p role="alert" className="field-error">
          <Trans>Could not load the maps to choose from.</Trans>
        </p>
      ) : available.length > 0 ? (
        <div className="link-map">
          <div className="field">
            <label htmlFor={selectId}>
              <Trans>Map to link</Trans>
            </label>
            <select
              id={selectId}
              name="omapChoice"
              value={chosenMap?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              {available.map((omap) => (
                <option key={omap.id} value={omap.id}>
                  {omap.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            disabled={pending || !chosenMap}
            onClick={() => {
              if (chosenMap) onAdd(chosenMap);
            }}
          >
            <Trans>Link map</Trans>
          </button>
        </div>
      ) : (
        <p>
          <Trans>There are no more maps to link.</Trans>
        </p>
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {i18n._(fieldErrorMessages[error])}
        </p>
      ) : null}
    </section>
  );
}
