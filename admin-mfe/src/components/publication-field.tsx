// The publication control of the project and blog forms (issue 14): Taslak / Yayında / Zamanlanmış, the
// date and time of a schedule (Istanbul time), and "Önizle" — the saved item at its real public address
// through a short-lived preview link, also while it is a draft.
import { useState } from 'react';
import type { Lang } from '@konak/contract';
import { Badge, Button, toast } from '@konak/shared-ui';
import { apiClient, body } from '../api/client';
import { FormTextField } from './fields';
import { PUBLICATION_LABELS, PUBLICATIONS, publicationHint, type PublicationDraft } from './publication';
import { failureDetail } from './server-refusal';
import { languageList } from './translation-badge';

interface PreviewTarget {
  type: 'project' | 'blog_post';
  id: number;
  /** The item's saved public address (its Turkish page). */
  path: string;
}

interface PublicationFieldProps {
  value: PublicationDraft;
  onChange: (value: Partial<PublicationDraft>) => void;
  /** A saved item can be previewed; a new one only once saved. */
  preview?: PreviewTarget;
  /** The languages the form's texts still lack (missingLanguages): saved and published all the same,
   *  marked "Çeviri bekliyor" (issue 26). */
  waiting?: readonly Lang[];
}

export function PublicationField({ value, onChange, preview, waiting = [] }: PublicationFieldProps) {
  const [opening, setOpening] = useState(false);

  const openPreview = async (target: PreviewTarget) => {
    // Opened now, while the click still counts, so that no pop-up blocker stops it; pointed at the page
    // once the link is made.
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { token } = await body(
        apiClient.POST('/api/preview/{type}/{id}', {
          params: { path: { type: target.type, id: target.id } },
        }),
      );
      const url = `${target.path}?preview=${encodeURIComponent(token)}`;
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(`Önizleme açılamadı: ${(await failureDetail(error)) ?? 'bilinmeyen hata'}`);
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="adm-publication">
      <div className="adm-publication__row">
        <div className="adm-filters adm-publication__choices" role="radiogroup" aria-label="Yayın durumu">
          {PUBLICATIONS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              className="adm-chip"
              aria-checked={value.publication === p}
              aria-pressed={value.publication === p}
              onClick={() => onChange({ publication: p })}
            >
              {PUBLICATION_LABELS[p]}
            </button>
          ))}
        </div>
        {preview && (
          <Button variant="outline" size="sm" disabled={opening} onClick={() => void openPreview(preview)}>
            {opening ? 'Açılıyor…' : 'Önizle'}
          </Button>
        )}
      </div>
      {value.publication === 'scheduled' && (
        <FormTextField
          name="publish_at"
          label="Yayın zamanı (İstanbul saati) *"
          type="datetime-local"
          value={value.publish_local}
          onChange={(e) => onChange({ publish_local: e.target.value })}
        />
      )}
      <p className="adm-muted adm-publication__hint">
        {publicationHint(value)}
        {preview
          ? ' Önizleme kaydedilmiş hâlini gösterir.'
          : ' Önizlemek için önce kaydedin (taslak olarak da kaydedilebilir).'}
      </p>
      {waiting.length > 0 && (
        <p className="adm-publication__waiting" role="status">
          <Badge tone="warning">Çeviri bekliyor</Badge> {languageList(waiting)} metni eksik. Böyle de
          kaydedilip yayınlanabilir; çevirisi girilene kadar sitede onun yerine Türkçe metin gösterilir.
        </p>
      )}
    </div>
  );
}
