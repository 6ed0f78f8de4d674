import { LIMITS } from '@konak/contract';
import type { FormEvent } from 'react';
import type { ProgressUpdate } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import {
  CheckedForm,
  FormFoot,
  FormGrid,
  FormLanguageTabs,
  FormSection,
  FormTextField,
  LocalizedInput,
} from '../../../components/fields';
import { ImageListEditor } from '../../../components/image-list-editor';
import { missingLangs, MAX } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { uploadImages } from '../../../api/upload-images';
import { useProgressStore } from '../stores/progress-store';
import { PhaseFields } from './phase-fields';
import {
  emptyProgress,
  fromProgress,
  toPayload,
  validateProgress,
  type ProgressDraft,
} from './progress-model';

/** Adds or edits one construction update: date, texts in three languages, photos, video, phases. */
export function ProgressForm({ update, latest }: { update?: ProgressUpdate; latest?: ProgressUpdate }) {
  const { draft, patch, dirty } = useDraft<ProgressDraft>(
    update ? fromProgress(update) : emptyProgress(latest),
  );
  const form = useFormErrors(draft, validateProgress, { fresh: !update });
  const saving = useProgressStore((s) => s.saving);
  const close = () => useUnsavedStore.getState().guard(() => useProgressStore.getState().close());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await useProgressStore.getState().save(toPayload(draft));
    if (!result.ok) form.refuse(result.message, result.fields);
  };

  return (
    <CheckedForm
      form={form}
      onSubmit={submit}
      label={update ? 'İnşaat güncellemesini düzenle' : 'Yeni inşaat güncellemesi'}
    >
      <FormSection title={update ? 'Güncellemeyi düzenle' : 'Yeni güncelleme'}>
        <FormGrid>
          <FormTextField
            name="date"
            type="date"
            label="Tarih *"
            value={draft.date}
            onChange={(e) => patch({ date: e.target.value })}
          />
          <FormTextField
            name="expected_handover"
            type="date"
            label="Tahmini teslim tarihi"
            value={draft.expected_handover}
            onChange={(e) => patch({ expected_handover: e.target.value })}
            hint="Boş bırakılabilir."
          />
        </FormGrid>
        <FormLanguageTabs missing={missingLangs(draft.title)} fields={['title', 'text']}>
          {(lang) => (
            <>
              <LocalizedInput
                name="title"
                label="Başlık"
                lang={lang}
                value={draft.title}
                onChange={(title) => patch({ title })}
                maxLength={LIMITS.progressTitle}
                required={lang === 'tr'}
              />
              <LocalizedInput
                name="text"
                label="Açıklama"
                lang={lang}
                rows={5}
                value={draft.text}
                onChange={(text) => patch({ text })}
                hint="Paragrafları boş satırla ayırın."
              />
            </>
          )}
        </FormLanguageTabs>
        <PhaseFields value={draft.phases} onChange={(phases) => patch({ phases })} />
        <ImageListEditor
          name="photos"
          label="Şantiye fotoğrafları"
          value={draft.photos}
          onChange={(photos) => patch({ photos })}
          upload={uploadImages}
        />
        <FormTextField
          name="video_url"
          label="Video adresi (URL)"
          value={draft.video_url}
          maxLength={MAX.url}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(e) => patch({ video_url: e.target.value })}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={close} canSave={dirty || !update} />
    </CheckedForm>
  );
}
