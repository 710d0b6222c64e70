import { Trans } from '@lingui/react/macro';
import { setSoundsMuted, useSoundsMuted } from './sound-setting';

/** The switch that mutes the punch sounds on this device (the vibration stays). */
export function MuteSwitch() {
  const muted = useSoundsMuted();
  return (
    <label className="mute-switch">
      <input
        type="checkbox"
        role="switch"
        checked={muted}
        onChange={(event) => setSoundsMuted(event.target.checked)}
      />
      <Trans>Mute sounds</Trans>
    </label>
  );
}
