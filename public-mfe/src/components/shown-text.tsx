// Content texts on the public site, honest about their language (issue 26): a text the office has not
// yet written in the page's language is shown in Turkish (the contract's shownText decides, the one
// rule), marked lang="tr" for browsers and screen readers, and a small note says so in the page's
// language — in the server's render too, since this is what both draw.
import type { ElementType, ReactNode } from 'react';
import { shownText, type Lang, type ShownText } from '@konak/shared-ui';
import { usePublicT } from '../i18n/use-lang';

type Value = Parameters<typeof shownText>[0];

/** What a page in `lang` shows for `value` (re-exported so components ask one place). */
export const shown = (value: Value, lang: Lang): ShownText => shownText(value, lang);

/** The `lang` attribute an element needs: the text's language when it is not the page's. */
export const langAttr = (text: ShownText): Lang | undefined => (text.fallback ? text.lang : undefined);

/** "This text is not yet available in English": after a text (or a group of texts) shown in Turkish. */
export function FallbackNote({ className = '' }: { className?: string }) {
  const { t } = usePublicT();
  return (
    <p className={`pub-fallback-note ${className}`.trim()} data-testid="fallback-note">
      {t('common.notTranslated')}
    </p>
  );
}

/** One text as element `as`, marked and followed by the note when it is a fallback; `children` may
 *  draw the text itself (paragraphs). Draws nothing when there is no text at all. */
export function ShownText({
  value,
  as: Tag = 'p',
  className,
  note = true,
  id,
  children,
}: {
  value: Value;
  as?: ElementType;
  className?: string;
  /** false when the caller draws one note for several texts. */
  note?: boolean;
  id?: string;
  children?: (text: string) => ReactNode;
}) {
  const { lang } = usePublicT();
  const text = shown(value, lang);
  if (!text.text) return null;
  return (
    <>
      <Tag className={className} id={id} lang={langAttr(text)}>
        {children ? children(text.text) : text.text}
      </Tag>
      {note && text.fallback && <FallbackNote />}
    </>
  );
}
