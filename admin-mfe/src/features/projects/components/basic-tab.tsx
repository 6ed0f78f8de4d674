import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@konak/contract';
import {
  CheckboxField,
  FormGrid,
  FormImageField,
  FormLanguageTabs,
  FormTextField,
  LocalizedInput,
  SelectField,
} from '../../../components/fields';
import { ImageListEditor } from '../../../components/image-list-editor';
import { imageToasts } from '../../../components/image-toasts';
import { MAX, missingLangs } from '../../../components/form-rules';
import { PageAddress } from '../../../components/page-address';
import { publicPaths } from '../../../config/paths';
import { uploadImages } from '../api/upload-images';
import type { ProjectTabProps } from './project-tab-props';

const STATUSES = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS.tr[value] }));

export function BasicTab({
  draft,
  patch,
  onTitle,
  onSlug,
  savedSlug,
}: ProjectTabProps & {
  /** The address the project has on the site now (none before its first save). */
  savedSlug?: string;
  onTitle: (title: ProjectTabProps['draft']['title']) => void;
  onSlug: (slug: string) => void;
}) {
  return (
    <>
      <FormTextField
        name="slug"
        label="Sayfa adresi *"
        value={draft.slug}
        maxLength={MAX.slug}
        onChange={(e) => onSlug(e.target.value)}
        hint={
          <PageAddress
            path={publicPaths.project(draft.slug || '…')}
            saved={!!savedSlug && draft.slug === savedSlug}
          />
        }
      />
      <FormLanguageTabs
        missing={missingLangs(draft.title, draft.subtitle, draft.description)}
        fields={['title', 'subtitle', 'description']}
      >
        {(lang) => (
          <>
            <LocalizedInput
              name="title"
              label="Başlık"
              lang={lang}
              value={draft.title}
              onChange={onTitle}
              required={lang === 'tr'}
            />
            <LocalizedInput
              name="subtitle"
              label="Alt başlık"
              lang={lang}
              value={draft.subtitle}
              onChange={(subtitle) => patch({ subtitle })}
              required={lang === 'tr'}
            />
            <LocalizedInput
              name="description"
              label="Açıklama"
              lang={lang}
              rows={6}
              value={draft.description}
              onChange={(description) => patch({ description })}
              required={lang === 'tr'}
              hint="Paragrafları boş satırla ayırın."
            />
          </>
        )}
      </FormLanguageTabs>
      <FormGrid>
        <SelectField
          label="Durum"
          value={draft.status}
          options={STATUSES}
          onChange={(status) => patch({ status })}
        />
        <FormTextField
          name="video_url"
          label="Video adresi (URL)"
          value={draft.video_url}
          maxLength={MAX.url}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(e) => patch({ video_url: e.target.value })}
        />
      </FormGrid>
      <CheckboxField
        label="Öne çıkan proje"
        checked={draft.featured}
        onChange={(featured) => patch({ featured })}
      />
      <FormImageField
        name="logo"
        label="Logo"
        value={draft.logo}
        onChange={(logo) => patch({ logo })}
        {...imageToasts}
      />
      <ImageListEditor
        name="cover_images"
        label="Kapak görselleri"
        value={draft.cover_images}
        onChange={(cover_images) => patch({ cover_images })}
        upload={uploadImages}
      />
    </>
  );
}
