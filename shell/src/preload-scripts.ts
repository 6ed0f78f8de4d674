/** Asks the browser for every script the page will run, in parallel (it runs them in the order they are
 *  imported, not fetched). Returns the list. Runs before the shared modules exist: no imports. */
export function preloadScripts(scripts: string[], doc: Document = document): string[] {
  for (const href of scripts) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
  return scripts;
}
