// How many translated texts of a form still need a translator, per section tab: the contract's one rule
// (a language empty while another has text, or a copy of an earlier language), the same the API's
// translation check uses, so a tab's number and the "Çeviri Kontrolü" list agree.
import { recordTranslationProblems } from '@konak/contract';

/** Problems per tab; `tabOf` names the tab holding a field path ("features.2.title" → features). */
export function translationCounts<K extends string>(
  draft: unknown,
  tabOf: (field: string) => K,
): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const { field } of recordTranslationProblems(draft)) {
    const tab = tabOf(field);
    counts[tab] = (counts[tab] ?? 0) + 1;
  }
  return counts;
}
