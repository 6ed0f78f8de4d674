import { ImageField, LanguageTabs, TextField } from '@konak/shared-ui';
import { CheckboxField, ErrorSummary, FormSection, LocalizedInput, FormFoot } from '../../../components/fields';
import { imageToasts } from '../../../components/image-toasts';
import { SingletonPage, useSingletonForm } from '../../../components/singleton-form';
import { isLink, isMediaUrl, MAX, MEDIA_URL_HINT, missingLangs, missingMessage } from '../../../components/form-rules';
import { useBannerStore, type BannerRecord } from '../stores/banner-store';

export function validateBanner(d: BannerRecord): string[] {
  const errors: string[] = [];
  const missing = missingLangs(d.text);
  if (missing.length) errors.push(missingMessage('Metin', missing));
  if (!d.link.trim()) errors.push('Bağlantı zorunlu');
  else if (!isLink(d.link)) errors.push('Bağlantı https:// ile başlayan bir adres olmalı');
  if (!isMediaUrl(d.background_image)) errors.push(`Arka plan görseli adresi ${MEDIA_URL_HINT}`);
  return errors;
}

export function BannerPage() {
  return (
    <SingletonPage store={useBannerStore} title="Instagram" description="Ana sayfada projelerin altında görünen, Instagram hesabına davet eden bant.">
      {(record) => <BannerForm initial={record} />}
    </SingletonPage>
  );
}

function BannerForm({ initial }: { initial: BannerRecord }) {
  const { draft, patch, dirty, saving, form, submit } = useSingletonForm(useBannerStore, initial, {
    validate: validateBanner,
    prepare: (d) => ({ ...d, link: d.link.trim() }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Instagram bandı">
      <ErrorSummary {...form.summary} />
      <FormSection title="Bant">
        <CheckboxField label={draft.active ? 'Aktif (sitede gösteriliyor)' : 'Pasif (sitede gizli)'} checked={draft.active} onChange={(active) => patch({ active })} />
        <LanguageTabs missing={missingLangs(draft.text)}>
          {(lang) => <LocalizedInput label="Metin" lang={lang} rows={2} required value={draft.text} onChange={(text) => patch({ text })} />}
        </LanguageTabs>
        <TextField label="Bağlantı *" value={draft.link} maxLength={MAX.url} placeholder="https://instagram.com/…" onChange={(e) => patch({ link: e.target.value })} />
        <ImageField label="Arka plan görseli" value={draft.background_image} onChange={(background_image) => patch({ background_image })} {...imageToasts} />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </form>
  );
}
