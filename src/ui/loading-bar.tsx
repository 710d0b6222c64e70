import { useLingui } from '@lingui/react/macro';
import { useDelayedFlag } from './use-delayed-flag';

/** The seed's loading bar: throttled 200 ms (quick loads show nothing), shown 5000 ms at most. */
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_MAX_MS = 5000;

/** A thin indeterminate bar at the top of the screen while `loading` lasts. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  const shown = useDelayedFlag(loading, LOADING_BAR_DELAY_MS, LOADING_BAR_MAX_MS);
  if (!shown) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t`Loading`} />;
}
