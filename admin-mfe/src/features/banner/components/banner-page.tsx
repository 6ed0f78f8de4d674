import {
  CheckboxField,
  CheckedForm,
  FormImageField,
  FormLanguageTabs,
  FormSection,
  FormTextField,
  LocalizedInput,
  FormFoot,
} from '../../../components/fields';
import { HistoryButton } from '../../../components/history-slot';
import { imageToasts } from '../../../components/image-toasts';
import { SingletonPage, useSingletonForm } from '../../../components/singleton-form';
import { MAX, missingLangs } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import type { Problem } from '../../../components/use-form-errors';
import { useBannerStore, type BannerRecord } from '../stores/banner-store';

export function validateBanner(d: BannerRecord): Problem[] {
  const p = new Problems().langs('text', 'Metin', d.text);
  if (!d.link.trim()) p.add('link', 'Bağlantı boş: Instagram sayfanızın adresini yazın');
  else p.web('link', 'Bağlantı', d.link);
  return p.media('background_image', 'Arka plan görseli', d.background_image).list;
}

export function BannerPage() {
  return (
    <SingletonPage
      store={useBannerStore}
      title="Instagram"
      description="Ana sayfada projelerin altında görünen, Instagram hesabına davet eden bant."
    >
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
    <CheckedForm form={form} onSubmit={submit} label="Instagram bandı">
      <HistoryButton type="banner" onRestored={() => useBannerStore.getState().load()} />
      <FormSection title="Bant">
        <CheckboxField
          label={draft.active ? 'Aktif (sitede gösteriliyor)' : 'Pasif (sitede gizli)'}
          checked={draft.active}
          onChange={(active) => patch({ active })}
        />
        <FormLanguageTabs missing={missingLangs(draft.text)} fields={['text']}>
          {(lang) => (
            <LocalizedInput
              name="text"
              label="Metin"
              lang={lang}
              rows={2}
              required
              value={draft.text}
              onChange={(text) => patch({ text })}
            />
          )}
        </FormLanguageTabs>
        <FormTextField
          name="link"
          label="Bağlantı *"
          value={draft.link}
          maxLength={MAX.url}
          placeholder="https://instagram.com/…"
          onChange={(e) => patch({ link: e.target.value })}
        />
        <FormImageField
          name="background_image"
          label="Arka plan görseli"
          value={draft.background_image}
          onChange={(background_image) => patch({ background_image })}
          {...imageToasts}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </CheckedForm>
  );
}
