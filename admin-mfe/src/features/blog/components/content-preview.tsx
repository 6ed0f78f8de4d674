/** The post body as the site renders it: blank lines split paragraphs, a line starting with ## is a
 *  heading. Rendered as text through React, never as HTML. */
export function splitContent(content: string): { kind: 'h' | 'p'; text: string }[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('##')
        ? { kind: 'h' as const, text: block.replace(/^#+\s*/, '') }
        : { kind: 'p' as const, text: block },
    );
}

export function ContentPreview({ content }: { content: string }) {
  const blocks = splitContent(content);
  return (
    <div className="adm-preview" aria-label="Önizleme">
      <div className="adm-preview__label">Önizleme (sitede görüneceği gibi)</div>
      {blocks.length === 0 ? (
        <p className="adm-muted">
          İçerik yazdıkça burada görünecek. “## ” ile başlayan satır ara başlık olur; paragrafları boş satırla
          ayırın.
        </p>
      ) : (
        blocks.map((b, i) => (b.kind === 'h' ? <h3 key={i}>{b.text}</h3> : <p key={i}>{b.text}</p>))
      )}
    </div>
  );
}
