import { Trans } from '@lingui/react/macro';
import { setPreferences, usePreferences } from '../../ui/preferences';
import { HeadedSection } from '../../ui/headed-section';

/** Preferences kept on this device: table rows as cards (used by the score ranking). */
export function PreferencesSection() {
  const { tableRowsAsCards } = usePreferences();
  return (
    <HeadedSection className="user-preferences" title={<Trans>Preferences</Trans>}>
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
    </HeadedSection>
  );
}
