/** Saves a text the page already holds (a person's KVKK export, a project's units) as a file. A CSV gets
 *  the UTF-8 BOM Excel-TR needs to read it as UTF-8 ("Ayşe", not "AyÅŸe"): the server writes one, but
 *  reading the answer as text drops it (fetch's text() strips a leading BOM). */
export function downloadFile(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const content = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
