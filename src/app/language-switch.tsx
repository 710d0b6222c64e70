import { useLingui } from '@lingui/react/macro';
import type { Locale } from './i18n';
import { LANGUAGE_NAMES, activateLocale } from './i18n';

/** Switches between English and Norsk bokmål and remembers the choice. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const next: Locale = i18n.locale === 'nb' ? 'en' : 'nb';
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      aria-label={t`Change language`}
      onClick={() => void activateLocale(next, true)}
    >
      {LANGUAGE_NAMES[next]}
    </button>
  );
}
