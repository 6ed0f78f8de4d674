import { useState, type FormEvent } from 'react';
import { ImageField, LanguageTabs, TextField, toast, type MediaType, type Slider } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { imageToasts } from '../../../components/image-toasts';
import { CheckboxField, ErrorSummary, FormGrid, FormSection, LocalizedInput, SelectField, FormFoot } from '../../../components/fields';
import { missingLangs } from '../../../components/form-rules';
import { useSlidersStore } from '../stores/sliders-store';
import { emptySlider, fromSlider, toPayload, validateSlider, type SliderDraft } from './slider-model';

const MEDIA: { value: MediaType; label: string }[] = [
  { value: 'image', label: 'Görsel' },
  { value: 'video', label: 'Video' },
];

export function SliderForm({ slider, nextOrder }: { slider?: Slider; nextOrder: number }) {
  const { draft, patch, dirty } = useDraft<SliderDraft>(slider ? fromSlider(slider) : emptySlider(nextOrder));
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useSlidersStore((s) => s.saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateSlider(draft);
    setErrors(problems);
    if (problems.length) return;
    const result = await useSlidersStore.getState().save(toPayload(draft));
    if (!result.ok) setErrors([result.message]);
  };
  const video = {
    onUploaded: () => toast.success('Video yüklendi'),
    onError: (m: string) => toast.error('Video yüklenirken hata oluştu', m),
  };

  return (
    <form onSubmit={submit} noValidate aria-label={slider ? 'Slider düzenle' : 'Yeni slider'}>
      <ErrorSummary errors={errors} />
      <FormSection title={slider ? 'Slider düzenle' : 'Yeni slider'}>
        <FormGrid>
          <TextField label="Sıra *" inputMode="numeric" value={draft.order} onChange={(e) => patch({ order: e.target.value })} hint="1 = ana görsel (hero), 2 = “benzersiz olmak” tanıtım bölümü" />
          <SelectField label="Medya türü" value={draft.media_type} options={MEDIA} onChange={(media_type) => patch({ media_type })} />
        </FormGrid>
        <CheckboxField label="Aktif (sitede gösterilsin)" checked={draft.active} onChange={(active) => patch({ active })} />
        <LanguageTabs missing={missingLangs(draft.title, draft.description)}>
          {(lang) => (
            <>
              <LocalizedInput label="Başlık" lang={lang} required value={draft.title} onChange={(title) => patch({ title })} />
              <LocalizedInput label="Alt başlık" lang={lang} value={draft.subtitle} onChange={(subtitle) => patch({ subtitle })} />
              <LocalizedInput label="Açıklama" lang={lang} rows={3} required value={draft.description} onChange={(description) => patch({ description })} />
              <LocalizedInput label="Buton metni" lang={lang} value={draft.cta_text} onChange={(cta_text) => patch({ cta_text })} />
            </>
          )}
        </LanguageTabs>
        <TextField label="Buton bağlantısı" value={draft.cta_link} placeholder="/projeler veya https://…" onChange={(e) => patch({ cta_link: e.target.value })} />
      </FormSection>
      <FormSection title="Medya">
        {draft.media_type === 'video' && (
          <ImageField
            kind="video"
            label="Video"
            value={draft.media_url}
            onChange={(media_url) => patch({ media_url })}
            hint="MP4 veya WebM, en fazla 50 MB; ya da videonun adresini girin. Aşağıdaki kapak görseli video yüklenirken gösterilir."
            {...video}
          />
        )}
        <ImageField label={draft.media_type === 'video' ? 'Kapak görseli' : 'Görsel'} value={draft.image_url} onChange={(image_url) => patch({ image_url })} {...imageToasts} />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={() => useUnsavedStore.getState().guard(() => useSlidersStore.getState().close())} canSave={dirty || !slider} />
    </form>
  );
}
