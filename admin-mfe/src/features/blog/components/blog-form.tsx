import { useState, type FormEvent } from 'react';
import { istanbulToInstant, missingLanguages } from '@konak/contract';
import { toast, useAuthStore, type BlogPost } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
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
import { MAX, missingLangs, parseTags, slugify } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { PublicationField } from '../../../components/publication-field';
import { PageAddress } from '../../../components/page-address';
import { publicPaths } from '../../../config/paths';
import { useBlogStore } from '../stores/blog-store';
import { categoryOptions, emptyPost, fromPost, toPayload, validatePost, type BlogDraft } from './blog-model';
import { ContentPreview } from './content-preview';

/** A scheduled post is dated the day it goes live (the date visitors read), as soon as its time is set. */
function scheduledDate(d: BlogDraft): Partial<BlogDraft> {
  return d.publication === 'scheduled' && istanbulToInstant(d.publish_local)
    ? { date: d.publish_local.slice(0, 10) }
    : {};
}

export function BlogForm({ post }: { post?: BlogPost }) {
  const me = useAuthStore((s) => s.user?.name?.trim());
  const { draft, patch, dirty } = useDraft<BlogDraft>(post ? fromPost(post) : emptyPost(me || undefined));
  const [slugEdited, setSlugEdited] = useState(!!post);
  const form = useFormErrors(draft, validatePost, { fresh: !post });
  const saving = useBlogStore((s) => s.saving);
  const cancel = () => useUnsavedStore.getState().guard(() => useBlogStore.getState().close());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await useBlogStore.getState().save(toPayload(draft));
    if (!result.ok) form.refuse(result.message, result.fields);
  };

  const tags = parseTags(draft.tags.tr);
  return (
    <CheckedForm form={form} onSubmit={submit} label={post ? 'Yazıyı düzenle' : 'Yeni yazı'}>
      <HistoryButton
        type="blog_post"
        id={post?.id}
        onRestored={() => post && useBlogStore.getState().reopen(post.id)}
      />
      <FormSection title="Yazı">
        <FormGrid>
          <FormTextField
            name="slug"
            label="Sayfa adresi *"
            value={draft.slug}
            maxLength={MAX.slug}
            onChange={(e) => {
              setSlugEdited(true);
              patch({ slug: e.target.value });
            }}
            hint={
              <PageAddress
                path={publicPaths.post(draft.slug || '…')}
                saved={!!post && draft.slug === post.slug}
              />
            }
          />
          <FormTextField
            name="date"
            label="Tarih *"
            type="date"
            value={draft.date}
            onChange={(e) => patch({ date: e.target.value })}
          />
        </FormGrid>
        <FormLanguageTabs
          missing={missingLangs(draft.title, draft.excerpt, draft.content)}
          fields={['title', 'excerpt', 'content']}
        >
          {(lang) => (
            <>
              <LocalizedInput
                name="title"
                label="Başlık"
                lang={lang}
                required={lang === 'tr'}
                value={draft.title}
                onChange={(title) => patch(slugEdited ? { title } : { title, slug: slugify(title.tr) })}
              />
              <LocalizedInput
                name="excerpt"
                label="Özet"
                lang={lang}
                rows={2}
                required={lang === 'tr'}
                value={draft.excerpt}
                onChange={(excerpt) => patch({ excerpt })}
              />
              <div className="adm-editor">
                <LocalizedInput
                  name="content"
                  label="İçerik"
                  lang={lang}
                  rows={10}
                  maxLength={MAX.content}
                  required={lang === 'tr'}
                  value={draft.content}
                  onChange={(content) => patch({ content })}
                  hint="“## Başlık” satırı ara başlık olur; paragrafları boş satırla ayırın."
                />
                <ContentPreview content={draft.content[lang]} />
              </div>
            </>
          )}
        </FormLanguageTabs>
      </FormSection>
      <FormSection title="Görsel ve yayın">
        <FormImageField
          name="image"
          label="Kapak görseli"
          value={draft.image}
          onChange={(image) => patch({ image })}
          onUploaded={() => toast.success('Resim yüklendi')}
          onError={(message) => toast.error(`Resim yüklenirken hata oluştu: ${message}`)}
          hint="Yazının kartında ve sayfasında görünür. En yeni yazının kapağı, Blog sayfasının üstündeki geniş görsel de olur."
        />
        <FormGrid>
          <SelectField
            label="Kategori"
            value={draft.category}
            options={categoryOptions(draft.category)}
            onChange={(category) => patch({ category })}
          />
          <FormTextField
            name="author"
            label="Yazar"
            value={draft.author}
            maxLength={MAX.author}
            onChange={(e) => patch({ author: e.target.value })}
          />
        </FormGrid>
        {/* Tags are visitors' words too: each language's, in the Turkish tags' order (issue 26). */}
        <FormLanguageTabs missing={tags.length ? missingLangs(draft.tags) : []} fields={['tags']}>
          {(lang) => (
            <FormTextField
              name="tags"
              data-alan="tags"
              label={`Etiketler (${lang.toUpperCase()})`}
              value={draft.tags[lang]}
              onChange={(e) => patch({ tags: { ...draft.tags, [lang]: e.target.value } })}
              hint={
                lang === 'tr'
                  ? tags.length
                    ? `Etiketler: ${tags.join(' · ')}`
                    : 'Virgülle ayırın: antalya, yatırım, yeni proje'
                  : tags.length
                    ? `Türkçe etiketlerin çevirisi, aynı sırayla ve virgülle: ${tags.join(', ')}`
                    : 'Önce Türkçe etiketleri yazın'
              }
            />
          )}
        </FormLanguageTabs>
        <CheckboxField
          label="Öne çıkan"
          checked={draft.featured}
          onChange={(featured) => patch({ featured })}
        />
      </FormSection>
      <FormSection title="Yayın">
        <PublicationField
          value={draft}
          onChange={(change) =>
            patch({
              ...change,
              ...(change.publication && { published: change.publication === 'published' }),
              ...scheduledDate({ ...draft, ...change }),
            })
          }
          preview={post ? { type: 'blog_post', id: post.id, path: publicPaths.post(post.slug) } : undefined}
          waiting={missingLanguages(draft)}
        />
      </FormSection>
      <FormSection title="Arama motorları (isteğe bağlı)">
        <FormLanguageTabs fields={['meta_title', 'meta_description']}>
          {(lang) => (
            <>
              <LocalizedInput
                name="meta_title"
                label="Meta başlık"
                lang={lang}
                value={draft.meta_title}
                onChange={(meta_title) => patch({ meta_title })}
              />
              <LocalizedInput
                name="meta_description"
                label="Meta açıklama"
                lang={lang}
                rows={2}
                value={draft.meta_description}
                onChange={(meta_description) => patch({ meta_description })}
              />
            </>
          )}
        </FormLanguageTabs>
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={cancel} canSave={dirty || !post} />
    </CheckedForm>
  );
}
