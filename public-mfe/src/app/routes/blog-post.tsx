import { useParams } from 'react-router-dom';
import { pick, Spinner, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../config/paths';
import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from '../../components/use-resource';
import { StatusMessage } from '../../components/status-message';
import { readApi } from '../../api/client';
import { BlogPostView } from '../../features/blog/components/blog-post-view';

/** /blog/{slug}; "Yazı Bulunamadı" with a way back for an unknown slug. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t, lang } = usePublicT();
  const state = useResource<BlogPost>(`blog/${slug}/`, () =>
    readApi('/api/blog/{id_or_slug}', { id_or_slug: slug }),
  );
  const post = state.status === 'ready' ? state.data : undefined;
  useDocumentTitle(
    post
      ? pick(post.meta_title, lang) || pick(post.title, lang)
      : state.status === 'error'
        ? t('blog.notFound')
        : undefined,
  );
  if (state.status === 'loading')
    return (
      <div className="pub-status-page pub-status">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (!post)
    return (
      <div className="pub-status-page">
        <StatusMessage
          title={t('blog.notFound')}
          text={t('blog.notFoundText')}
          backTo={paths.blog(lang)}
          backLabel={t('blog.back')}
        />
      </div>
    );
  return <BlogPostView post={post} />;
}
