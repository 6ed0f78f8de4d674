/** Saves a text the page already holds (a person's KVKK export) as a file. The call-back list's CSV is
 *  not made here: the server writes it (contacts-page, issue 25). */
export function downloadFile(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
