import { Trans } from '@lingui/react/macro';

/** "Show large map" / "Show small map": a toggle kept on this device. */
export function LargeToggle({
  large,
  onChange,
}: {
  large: boolean;
  onChange: (large: boolean) => void;
}) {
  return (
    <button type="button" className="secondary maps-size" onClick={() => onChange(!large)}>
      {large ? <Trans>Show small map</Trans> : <Trans>Show large map</Trans>}
    </button>
  );
}
