// The answer to a save, beside its button (issue 26): a toast in the corner is not where the person who
// pressed the button is looking. "Kaydedildi · 14:32" after a save, the reason after a refusal; the
// region is always there so a screen reader announces the change.
import { useState } from 'react';

export type SaveAnswer = { ok: true; at: Date } | { ok: false; message: string } | null;

const clock = (at: Date) =>
  at.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

export function SaveNote({ answer }: { answer: SaveAnswer }) {
  const tone = answer ? (answer.ok ? ' adm-save-note--ok' : ' adm-save-note--error') : '';
  return (
    <span className={`adm-save-note${tone}`} role="status">
      {answer && (answer.ok ? `Kaydedildi · ${clock(answer.at)}` : answer.message)}
    </span>
  );
}

/** The note's state: `saved()` after a save, `failed(message)` after a refusal, `clear()` on a new edit. */
export function useSaveNote() {
  const [answer, setAnswer] = useState<SaveAnswer>(null);
  return {
    answer,
    saved: () => setAnswer({ ok: true, at: new Date() }),
    failed: (message: string) => setAnswer({ ok: false, message }),
    clear: () => setAnswer(null),
  };
}
