// Numbers as the page's language writes them (issue 26: "35,12 m²" on an English page): one place for
// the public site's figures, with the contract's locale of each language ("35.12" in English, "35,12" in
// Turkish and Russian, "1 000 000" in Russian). Money has its own (features/units/unit-data.ts formatMoney).
import { LANG_LOCALES } from '@konak/contract';
import type { Lang } from '@konak/shared-ui';

/** A number in the page's language (up to two decimals unless told). */
export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(LANG_LOCALES[lang], { maximumFractionDigits: 2, ...options }).format(value);
}

/** "35.12 m²" / "35,12 m²": an area in square metres. */
export function formatArea(squareMetres: number, lang: Lang): string {
  return `${formatNumber(squareMetres, lang)} m²`;
}

/** An area as the office typed it ("35,12 m²", "80.66", "55 m2"), written in the page's language when it
 *  is a figure in square metres; any other text ("ca. 120 m² + garden") is shown as typed. */
export function areaText(typed: string, lang: Lang): string {
  const figure = /^\s*(\d{1,6}(?:[.,]\d{1,2})?)\s*(?:m²|m2)?\s*$/i.exec(typed);
  return figure ? formatArea(Number(figure[1].replace(',', '.')), lang) : typed;
}
