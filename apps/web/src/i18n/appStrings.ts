import { i18n } from './i18n.ts';
import { ruSignedIn } from './ru.ts';

/**
 * Adds the signed-in app's texts to the translations the login page started with. Imported by the
 * signed-in layout, whose chunk every signed-in screen waits for, so no screen renders before its texts.
 */
i18n.addResourceBundle('ru', 'translation', ruSignedIn, true, false);
