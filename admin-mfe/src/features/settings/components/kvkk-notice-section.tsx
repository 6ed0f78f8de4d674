import { LANGUAGE_LABELS, LIMITS } from '@konak/contract';
import { useEffect, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  LanguageTabs,
  TextAreaField,
  errorMessage,
  formatDate,
  toast,
  type KvkkNotice,
} from '@konak/shared-ui';
import { ErrorSummary, FormSection } from '../../../components/fields';
import { apiClient, body } from '../../../api/client';

/** The KVKK (Art. 10) notice the public forms link to. Saving writes a new version: each contact request
 *  keeps the version its sender was shown, so old versions stay readable here. */
export function KvkkNoticeSection() {
  const [versions, setVersions] = useState<KvkkNotice[] | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [draft, setDraft] = useState({ tr: '', en: '', ru: '' });
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // Every version, newest first (the first is in force).
    body(apiClient.GET('/api/kvkk/versions'))
      .then((list) => {
        setVersions(list);
        if (list[0]) setDraft({ ...list[0].text });
      })
      .catch(() => toast.error('Aydınlatma metni yüklenirken hata oluştu'));
  }, []);

  if (!versions) return null;
  const current = versions[0];
  const viewed = versions.find((v) => v.version === shown);
  const changed =
    !current || draft.tr !== current.text.tr || draft.en !== current.text.en || draft.ru !== current.text.ru;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.tr.trim()) return setProblem('Türkçe metin zorunludur');
    setProblem('');
    setSaving(true);
    try {
      // Saving creates a new version; the old ones stay readable.
      const saved = await body(apiClient.POST('/api/kvkk/versions', { body: { text: draft } }));
      setVersions([saved, ...versions.filter((v) => v.version !== saved.version)]);
      toast.success('Aydınlatma metni kaydedildi', `Sürüm ${saved.version} yayında`);
    } catch (error) {
      setProblem(await errorMessage(error, 'İşlem başarısız'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="KVKK aydınlatma metni">
      <FormSection
        title="KVKK aydınlatma metni"
        aside={current && <Badge tone="info">Yürürlükte: sürüm {current.version}</Badge>}
      >
        <ErrorSummary errors={problem ? [problem] : []} />
        <LanguageTabs missing={draft.tr.trim() ? [] : ['tr']}>
          {(lang) => (
            <TextAreaField
              label={`Metin (${LANGUAGE_LABELS[lang]})`}
              rows={12}
              value={draft[lang]}
              maxLength={LIMITS.kvkkNotice}
              onChange={(e) => setDraft({ ...draft, [lang]: e.target.value })}
              hint={
                lang === 'tr'
                  ? '## ile başlayan satır başlık olur; boş satır paragrafları ayırır; "- " ile başlayan satır madde olur.'
                  : 'Boş bırakılırsa Türkçe metin gösterilir.'
              }
            />
          )}
        </LanguageTabs>
        <div className="adm-actions adm-section__foot">
          <span className="adm-muted">Kaydetmek yeni bir sürüm oluşturur; eski sürümler silinmez.</span>
          <Button type="submit" disabled={saving || !changed}>
            {saving ? 'Kaydediliyor...' : 'Yeni sürüm olarak kaydet'}
          </Button>
        </div>
        <h3 className="adm-section__title">Sürümler</h3>
        <ul className="adm-versions" aria-label="Sürümler">
          {versions.map((v) => (
            <li key={v.version}>
              <Button
                size="sm"
                variant={shown === v.version ? 'primary' : 'outline'}
                aria-pressed={shown === v.version}
                onClick={() => setShown(shown === v.version ? null : v.version)}
              >
                Sürüm {v.version} · {formatDate(v.created_at, 'tr')}
              </Button>
            </li>
          ))}
        </ul>
        {viewed && (
          <div className="adm-section__foot">
            <p className="adm-muted">
              Sürüm {viewed.version}, {formatDate(viewed.created_at, 'tr')}
              {viewed.created_by ? `, ${viewed.created_by}` : ''} · SHA-256{' '}
              <code className="adm-hash">{viewed.hash}</code>
            </p>
            <div className="adm-notice-text" tabIndex={0} aria-label={`Sürüm ${viewed.version} metni`}>
              {viewed.text.tr}
            </div>
          </div>
        )}
      </FormSection>
    </form>
  );
}
