// "Çeviri bekliyor" (issue 26): an item whose English or Russian text is still empty while Turkish has one
// — saved and even published that way, the public site showing the Turkish text meanwhile. The languages
// come from the contract's one rule (missingLanguages), the one the translation check uses.
import { missingLanguages, type Lang } from '@konak/contract';
import { Badge } from '@konak/shared-ui';
import { LANG_NAMES } from './form-rules';

/** "İngilizce, Rusça". */
export const languageList = (langs: readonly Lang[]) => langs.map((lang) => LANG_NAMES[lang]).join(', ');

/** A list's mark of an item some language of which waits for a translator; nothing when none does. The
 *  languages are the item's own (`item`), or as the server computed them for a summary (`missing`). */
export function TranslationBadge(props: { item: unknown } | { missing: readonly Lang[] }) {
  const missing = 'missing' in props ? props.missing : missingLanguages(props.item);
  if (!missing.length) return null;
  return <Badge tone="warning">Çeviri bekliyor · {languageList(missing)}</Badge>;
}
