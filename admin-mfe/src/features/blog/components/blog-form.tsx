import { useState, type FormEvent } from 'react';
import { ImageField, LanguageTabs, TextField, toast, type BlogPost } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { CheckboxField, ErrorSummary, FormGrid, FormSection, LocalizedInput, FormFoot } from '../../../components/fields';
import { MAX, missingLangs, parseTags, slugify } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { publicPaths } from '../../../config/paths';
import { useBlogStore } from '../stores/blog-store';
import { emptyPost, fromPost, toPayload, validatePost, type BlogDraft } from './blog-model';
import { ContentPreview } from './content-preview';

export function BlogForm({ post }: { post?: BlogPost }) {
  const { draft, patch, dirty } = useDraft<BlogDraft>(post ? fromPost(post) : emptyPost());
  const [slugEdited, setSlugEdited] = useState(!!post);
  const form = useFormErrors(draft, validatePost);
  const saving = useBlogStore((s) => s.saving);
  const cancel = () => useUnsavedStore.getState().guard(() => useBlogStore.getState().close());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await useBlogStore.getState().save(toPayload(draft));
    if (!result.ok) form.refuse(result.message);
  };

  const tags = parseTags(draft.tags);
  return (
    <form onSubmit={submit} noValidate aria-label={post ? 'Yazıyı düzenle' : 'Yeni yazı'}>
      <ErrorSummary {...form.summary} />
      <FormSection title="Yazı">
        <FormGrid>
          <TextField
            label="Kısa ad (slug) *"
            value={draft.slug}
            maxLength={MAX.slug}
            onChange={(e) => {
              setSlugEdited(true);
              patch({ slug: e.target.value });
            }}
            hint={`Adres: ${publicPaths.post(draft.slug || '…')}`}
          />
          <TextField label="Tarih *" type="date" value={draft.date} onChange={(e) => patch({ date: e.target.value })} />
        </FormGrid>
        <LanguageTabs missing={missingLangs(draft.title, draft.excerpt, draft.content)}>
          {(lang) => (
            <>
              <LocalizedInput
                label="Başlık"
                lang={lang}
                required
                value={draft.title}
                onChange={(title) => patch(slugEdited ? { title } : { title, slug: slugify(title.tr) })}
              />
              <LocalizedInput label="Özet" lang={lang} rows={2} required value={draft.excerpt} onChange={(excerpt) => patch({ excerpt })} />
              <div className="adm-editor">
                <LocalizedInput
                  label="İçerik"
                  lang={lang}
                  rows={10}
                  maxLength={MAX.content}
                  required
                  value={draft.content}
                  onChange={(content) => patch({ content })}
                  hint="“## Başlık” satırı ara başlık olur; paragrafları boş satırla ayırın."
                />
                <ContentPreview content={draft.content[lang]} />
              </div>
            </>
          )}
        </LanguageTabs>
      </FormSection>
      <FormSection title="Görsel ve yayın">
        <ImageField
          label="Kapak görseli"
          value={draft.image}
          onChange={(image) => patch({ image })}
          onUploaded={() => toast.success('Resim yüklendi')}
          onError={(message) => toast.error(`Resim yüklenirken hata oluştu: ${message}`)}
        />
        <FormGrid>
          <TextField label="Kategori" value={draft.category} maxLength={MAX.category} onChange={(e) => patch({ category: e.target.value })} />
          <TextField label="Yazar" value={draft.author} maxLength={MAX.author} onChange={(e) => patch({ author: e.target.value })} />
        </FormGrid>
        <TextField
          label="Etiketler"
          value={draft.tags}
          onChange={(e) => patch({ tags: e.target.value })}
          hint={tags.length ? `Etiketler: ${tags.join(' · ')}` : 'Virgülle ayırın: antalya, yatırım, yeni proje'}
        />
        <CheckboxField label="Öne çıkan" checked={draft.featured} onChange={(featured) => patch({ featured })} />
        <CheckboxField label="Yayında (kapalıysa taslak)" checked={draft.published} onChange={(published) => patch({ published })} />
      </FormSection>
      <FormSection title="Arama motorları (isteğe bağlı)">
        <LanguageTabs>
          {(lang) => (
            <>
              <LocalizedInput label="Meta başlık" lang={lang} value={draft.meta_title} onChange={(meta_title) => patch({ meta_title })} />
              <LocalizedInput label="Meta açıklama" lang={lang} rows={2} value={draft.meta_description} onChange={(meta_description) => patch({ meta_description })} />
            </>
          )}
        </LanguageTabs>
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={cancel} canSave={dirty || !post} />
    </form>
  );
}
