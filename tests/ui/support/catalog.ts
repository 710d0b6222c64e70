import { setupI18n, type I18n } from '@lingui/core';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as nb } from '../../../locales/nb/messages.po';

export type Locale = 'en' | 'nb';

/** The app's catalogs (English and Norwegian Bokmål), speaking `locale`. */
export function catalogIn(locale: Locale): I18n {
  return setupI18n({ locale, messages: { en, nb } });
}
