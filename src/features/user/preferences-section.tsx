import { Trans } from '@lingui/react/macro';
import { setPreferences, usePreferences } from '../../ui/preferences';

/** Preferences kept on this device: table rows as cards (used by the score ranking). */
export function PreferencesSection() {
  const { tableRowsAsCards } = usePreferences();
  return (
    <section className="user-preferences" aria-labelledby="preferences-title">
      <h2 id="preferences-title">
        <Trans>Preferences</Trans>
      </h2>
      <label className="wizard-confirm">
        <input
          type="checkbox"
          checked={tableRowsAsCards}
          aria-describedby="rows-as-cards-hint"
          onChange={(event) => setPreferences({ tableRowsAsCards: event.target.checked })}
        />
        <span>
          <Trans>Show table rows as cards</Trans>
        </span>
      </label>
      <p id="rows-as-cards-hint" className="field-hint">
        <Trans>Easier to read on a narrow screen. Kept on this device only.</Trans>
      </p>
    </section>
  );
}
