/** Text split into paragraphs on blank lines (SPEC §2), as plain React text. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {splitParagraphs(text).map((p, i) => (
        <p key={i} className={className}>
          {p}
        </p>
      ))}
    </>
  );
}
