import { useEffect, useState, type FormEvent } from 'react';
import { ImageField, LanguageTabs, Spinner, TextField, toast } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { CheckboxField, ErrorSummary, FormSection, LocalizedInput, FormFoot } from '../../../components/fields';
import { useDraft } from '../../../components/use-draft';
import { isLink, missingLangs, missingMessage } from '../../../components/form-rules';
import { useBannerStore, type BannerRecord } from '../stores/banner-store';

export function validateBanner(d: BannerRecord): string[] {
  const errors: string[] = [];
  const missing = missingLangs(d.text);
  if (missing.length) errors.push(missingMessage('Metin', missing));
  if (!d.link.trim()) errors.push('Bağlantı zorunlu');
  else if (!isLink(d.link)) errors.push('Bağlantı https:// ile başlayan bir adres olmalı');
  return errors;
}

export function BannerPage() {
  const status = useBannerStore((s) => s.status);
  const record = useBannerStore((s) => s.record);
  useEffect(() => {
    void useBannerStore.getState().load();
  }, []);
  return (
    <>
      <PageHeader title="Instagram" description="Ana sayfada projelerin altında görünen, Instagram hesabına davet eden bant." />
      {status === 'loading' ? <Spinner label="Yükleniyor..." /> : <BannerForm initial={record} />}
    </>
  );
}

function BannerForm({ initial }: { initial: BannerRecord }) {
  const { draft, patch, dirty, reset } = useDraft<BannerRecord>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useBannerStore((s) => s.saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateBanner(draft);
    setErrors(problems);
    if (problems.length) return;
    const result = await useBannerStore.getState().save({ ...draft, link: draft.link.trim() });
    if (result.ok) reset(useBannerStore.getState().record);
    else setErrors([result.message]);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Instagram bandı">
      <ErrorSummary errors={errors} />
      <FormSection title="Bant">
        <CheckboxField label={draft.active ? 'Aktif (sitede gösteriliyor)' : 'Pasif (sitede gizli)'} checked={draft.active} onChange={(active) => patch({ active })} />
        <LanguageTabs missing={missingLangs(draft.text)}>
          {(lang) => <LocalizedInput label="Metin" lang={lang} rows={2} required value={draft.text} onChange={(text) => patch({ text })} />}
        </LanguageTabs>
        <TextField label="Bağlantı *" value={draft.link} placeholder="https://instagram.com/…" onChange={(e) => patch({ link: e.target.value })} />
        <ImageField
          label="Arka plan görseli"
          value={draft.background_image}
          onChange={(background_image) => patch({ background_image })}
          onUploaded={() => toast.success('Resim yüklendi')}
          onError={(m) => toast.error('Resim yüklenirken hata oluştu', m)}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </form>
  );
}
