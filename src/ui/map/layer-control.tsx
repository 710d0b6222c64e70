/**
 * The base-layer choice as a map control: a 44 px button on the map (a layers icon, named
 * "Background map") that opens a small menu with one radio per base layer. It closes on a choice,
 * on Escape (focus back on the button) and on a tap elsewhere; keyboard users reach the radios by
 * Tab after the button, as in any disclosure.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BaseLayer } from '../../api/runtime-config';
import { DisclosureButton } from '../disclosure-button';
import { useDisclosure } from '../use-disclosure';

export function LayerControl({
  layers,
  visibleId,
  onChoose,
}: {
  layers: readonly BaseLayer[];
  visibleId: string;
  onChoose: (layerId: string) => void;
}) {
  const { t } = useLingui();
  const disclosure = useDisclosure();
  const { open, rootRef, closeToButton } = disclosure;
  const panelId = useId();
  const choiceName = useId();

  return (
    <div ref={rootRef} className="layer-control">
      <DisclosureButton
        disclosure={disclosure}
        className="layer-control-button"
        controls={panelId}
        label={<Trans>Background map</Trans>}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 3 2 8.5 12 14l10-5.5L12 3Z" />
          <path d="m2 12.5 10 5.5 10-5.5" fill="none" />
          <path d="m2 16.5 10 5.5 10-5.5" fill="none" />
        </svg>
      </DisclosureButton>
      <fieldset id={panelId} className="layer-choice layer-control-panel" hidden={!open}>
        <legend>
          <Trans>Background map</Trans>
        </legend>
        {layers.map((layer) => (
          <label key={layer.id}>
            <input
              type="radio"
              name={choiceName}
              value={layer.id}
              checked={layer.id === visibleId}
              onChange={() => {
                onChoose(layer.id);
                closeToButton();
              }}
            />
            {layer.id === 'street' ? t`Street map` : t`Topographic map`}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
