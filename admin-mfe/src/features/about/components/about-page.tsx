import { useEffect, useState, type FormEvent } from 'react';
import { ImageField, LanguageTabs, Spinner, toast } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { ErrorSummary, FormSection, LocalizedInput, FormFoot } from '../../../components/fields';
import { useDraft } from '../../../components/use-draft';
import { missingLangs, missingMessage } from '../../../components/form-rules';
import { useAboutStore, type AboutRecord } from '../stores/about-store';

export function AboutPage() {
  const status = useAboutStore((s) => s.status);
  const record = useAboutStore((s) => s.record);
  useEffect(() => {
    void useAboutStore.getState().load();
  }, []);
  return (
    <>
      <PageHeader title="Hakkımızda" description="Ana sayfadaki “Hakkımızda” bölümü." />
      {status === 'loading' ? <Spinner label="Yükleniyor..." /> : <AboutForm initial={record} />}
    </>
  );
}

export function validateAbout(d: AboutRecord): string[] {
  const missing = missingLangs(d.title, d.description);
  return missing.length ? [missingMessage('Başlık ve açıklama', missing)] : [];
}

function AboutForm({ initial }: { initial: AboutRecord }) {
  const { draft, patch, dirty, reset } = useDraft<AboutRecord>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useAboutStore((s) => s.saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateAbout(draft);
    setErrors(problems);
    if (problems.length) return;
    const result = await useAboutStore.getState().save(draft);
    if (result.ok) reset(useAboutStore.getState().record);
    else setErrors([result.message]);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Hakkımızda">
      <ErrorSummary errors={errors} />
      <FormSection title="Metinler">
        <LanguageTabs missing={missingLangs(draft.title, draft.description)}>
          {(lang) => (
            <>
              <LocalizedInput label="Başlık" lang={lang} required value={draft.title} onChange={(title) => patch({ title })} />
              <LocalizedInput label="Alt başlık" lang={lang} value={draft.subtitle} onChange={(subtitle) => patch({ subtitle })} />
              <LocalizedInput label="Açıklama" lang={lang} rows={6} required value={draft.description} onChange={(description) => patch({ description })} />
              <LocalizedInput label="Misyon" lang={lang} rows={3} value={draft.mission} onChange={(mission) => patch({ mission })} />
              <LocalizedInput label="Vizyon" lang={lang} rows={3} value={draft.vision} onChange={(vision) => patch({ vision })} />
            </>
          )}
        </LanguageTabs>
      </FormSection>
      <FormSection title="Görsel">
        <ImageField
          label="Görsel"
          value={draft.image}
          onChange={(image) => patch({ image })}
          onUploaded={() => toast.success('Resim yüklendi')}
          onError={(m) => toast.error('Resim yüklenirken hata oluştu', m)}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </form>
  );
}
