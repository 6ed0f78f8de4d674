// Post bodies are Markdown-like (SPEC §3): blank lines separate paragraphs, a line starting with ## is a
// heading. Rendered as React text only — never as HTML — so markup in content shows as text.

export type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

export function parseContent(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      const text = paragraph.join(' ').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      paragraph = [];
    };
    for (const line of chunk.split('\n')) {
      const heading = line.match(/^\s*#{2,}\s*(.+)$/);
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', text: heading[1].trim() });
      } else paragraph.push(line.trim());
    }
    flush();
  }
  return blocks;
}

export function PostContent({ content }: { content: string }) {
  return (
    <div className="pub-post__content">
      {parseContent(content).map((block, i) =>
        block.kind === 'heading' ? <h2 key={i}>{block.text}</h2> : <p key={i}>{block.text}</p>,
      )}
    </div>
  );
}
