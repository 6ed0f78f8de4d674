import { Spinner } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { readApi } from '../../../api/client';
import { PageHero } from '../../../components/page-hero';
import { BlogCard } from './blog-card';
import './blog.css';

/** /blog: every post as a card with a read-more link. */
export function BlogList() {
  const { t } = usePublicT();
  const state = useResource('blog/', () => readApi('/api/blog'));
  const posts = state.status === 'ready' ? state.data : [];
  return (
    <>
      <PageHero
        eyebrow={t('blog.eyebrow')}
        title={t('blog.title')}
        subtitle={t('blog.subtitle')}
        image={posts[0]?.image || undefined}
      />
      <section className="pub-section" aria-label={t('blog.title')}>
        <div className="pub-container">
          {state.status === 'loading' && <Spinner label={t('common.loading')} />}
          {state.status !== 'loading' && posts.length === 0 && <p className="pub-empty">{t('blog.empty')}</p>}
          <div className="pub-card-grid" data-testid="blog-list">
            {posts.map((post) => (
              <BlogCard key={post.id ?? post.slug} post={post} headingLevel={2} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
