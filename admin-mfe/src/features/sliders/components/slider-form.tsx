import { type FormEvent } from 'react';
import { toast, type MediaType, type Slider } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { imageToasts } from '../../../components/image-toasts';
import {
  CheckboxField,
  CheckedForm,
  FormGrid,
  FormImageField,
  FormLanguageTabs,
  FormSection,
  FormTextField,
  LocalizedInput,
  SelectField,
  FormFoot,
} from '../../../components/fields';
import { HistoryButton } from '../../../components/history-slot';
import { missingLangs } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { useSlidersStore } from '../stores/sliders-store';
import { CtaLinkField } from './cta-link-field';
import { emptySlider, fromSlider, toPayload, validateSlider, type SliderDraft } from './slider-model';

const MEDIA: { value: MediaType; label: string }[] = [
  { value: 'image', label: 'Görsel' },
  { value: 'video', label: 'Video' },
];

export function SliderForm({ slider, nextOrder }: { slider?: Slider; nextOrder: number }) {
  const { draft, patch, dirty } = useDraft<SliderDraft>(slider ? fromSlider(slider) : emptySlider(nextOrder));
  const form = useFormErrors(draft, validateSlider, { fresh: !slider });
  const saving = useSlidersStore((s) => s.saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await useSlidersStore.getState().save(toPayload(draft));
    if (!result.ok) form.refuse(result.message, result.fields);
  };
  const video = {
    onUploaded: () => toast.success('Video yüklendi'),
    onError: (m: string) => toast.error('Video yüklenirken hata oluştu', m),
  };

  return (
    <CheckedForm form={form} onSubmit={submit} label={slider ? 'Slider düzenle' : 'Yeni slider'}>
      <HistoryButton
        type="slider"
        id={slider?.id}
        onRestored={() => slider && useSlidersStore.getState().reopen(slider.id)}
      />
      <FormSection title={slider ? 'Slider düzenle' : 'Yeni slider'}>
        <FormGrid>
          <FormTextField
            name="order"
            label="Sıra *"
            inputMode="numeric"
            value={draft.order}
            onChange={(e) => patch({ order: e.target.value })}
            hint="1 = ana sayfanın en üstündeki büyük görsel, 2 = “Benzersiz olmak” tanıtım bölümü"
          />
          <SelectField
            label="Medya türü"
            value={draft.media_type}
            options={MEDIA}
            onChange={(media_type) => patch({ media_type })}
          />
        </FormGrid>
        <CheckboxField
          label="Aktif (sitede gösterilsin)"
          checked={draft.active}
          onChange={(active) => patch({ active })}
        />
        <FormLanguageTabs
          missing={missingLangs(draft.title, draft.description)}
          fields={['title', 'subtitle', 'description', 'cta_text']}
        >
          {(lang) => (
            <>
              <LocalizedInput
                name="title"
                label="Başlık"
                lang={lang}
                required
                value={draft.title}
                onChange={(title) => patch({ title })}
              />
              <LocalizedInput
                name="subtitle"
                label="Üst satır"
                lang={lang}
                value={draft.subtitle}
                onChange={(subtitle) => patch({ subtitle })}
                hint="Sitede başlığın üstündeki küçük altın yazı."
              />
              <LocalizedInput
                name="description"
                label="Açıklama"
                lang={lang}
                rows={3}
                required
                value={draft.description}
                onChange={(description) => patch({ description })}
              />
              <LocalizedInput
                name="cta_text"
                label="Buton metni"
                lang={lang}
                value={draft.cta_text}
                onChange={(cta_text) => patch({ cta_text })}
              />
            </>
          )}
        </FormLanguageTabs>
        <CtaLinkField value={draft.cta_link} onChange={(cta_link) => patch({ cta_link })} />
      </FormSection>
      <FormSection title="Medya">
        {draft.media_type === 'video' && (
          <FormImageField
            name="media_url"
            kind="video"
            label="Video"
            value={draft.media_url}
            onChange={(media_url) => patch({ media_url })}
            hint="MP4 veya WebM, en fazla 50 MB; ya da videonun adresini girin. Aşağıdaki kapak görseli video yüklenirken gösterilir."
            {...video}
          />
        )}
        <FormImageField
          name="image_url"
          label={draft.media_type === 'video' ? 'Kapak görseli' : 'Görsel'}
          value={draft.image_url}
          onChange={(image_url) => patch({ image_url })}
          {...imageToasts}
        />
      </FormSection>
      <FormFoot
        dirty={dirty}
        saving={saving}
        onCancel={() => useUnsavedStore.getState().guard(() => useSlidersStore.getState().close())}
        canSave={dirty || !slider}
      />
    </CheckedForm>
  );
}
