// Adds this remote's interface texts to the shell's one i18next instance, namespace "public".
import i18n from 'i18next';
import tr from './tr.json';
import en from './en.json';
import ru from './ru.json';

export const NAMESPACE = 'public';

export function registerTranslations() {
  for (const [lang, bundle] of [
    ['tr', tr],
    ['en', en],
    ['ru', ru],
  ] as const) {
    if (!i18n.hasResourceBundle(lang, NAMESPACE)) i18n.addResourceBundle(lang, NAMESPACE, bundle, true, true);
  }
}
