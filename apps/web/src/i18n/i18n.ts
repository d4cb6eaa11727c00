import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ruPublic } from './ruPublic.ts';

/**
 * The one i18next instance; Russian is complete and is also the fallback, so no raw key is ever shown.
 * It starts with the texts before signing in; the signed-in layout adds the rest (appStrings.ts).
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ruPublic } },
  lng: 'ru',
  fallbackLng: 'ru',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
