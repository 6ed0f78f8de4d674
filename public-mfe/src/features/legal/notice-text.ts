// The KVKK notice is data edited in the admin (api kvkk_notices), written in a small text format:
// "## " starts a section, blank lines separate paragraphs, "- " and "1. " lines are list items, other
// single line breaks are kept. Parsed here into blocks the page draws as elements: no HTML from the
// text ever reaches the page.

export type NoticeBlock = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };
export interface NoticeSection {
  /** Anchor for the table of contents: `kvkk-<n>` by position (stable for one version). */
  id: string;
  /** "" for text before the first heading. */
  title: string;
  blocks: NoticeBlock[];
}

const ORDERED = /^\d{1,3}\.\s/;

export function parseNotice(text: string): NoticeSection[] {
  const sections: NoticeSection[] = [];
  let section: NoticeSection | undefined;
  let block: NoticeBlock | undefined;
  const open = (title: string) => {
    section = { id: `kvkk-${sections.length + 1}`, title, blocks: [] };
    sections.push(section);
    block = undefined;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      block = undefined;
      continue;
    }
    if (line.startsWith('## ')) {
      open(line.slice(3).trim());
      continue;
    }
    if (!section) open('');
    const kind = line.startsWith('- ') ? 'ul' : ORDERED.test(line) ? 'ol' : 'p';
    const content = kind === 'ul' ? line.slice(2).trim() : kind === 'ol' ? line.replace(ORDERED, '') : line;
    if (!block || block.kind !== kind) {
      block = kind === 'p' ? { kind, lines: [] } : { kind, items: [] };
      section!.blocks.push(block);
    }
    if (block.kind === 'p') block.lines.push(content);
    else block.items.push(content);
  }
  return sections.filter((s) => s.title || s.blocks.length);
}

/** An e-mail address inside a line (linked on the page). No nested quantifiers: linear. */
export const EMAIL_IN_TEXT = /[^\s@:()<>,;]+@[^\s@()<>,;]+\.[a-z]{2,}/gi;
