import { useState } from 'react';
import { Spinner } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import { SectionHead } from '../../../components/section-head';
import { Icon } from '../../../components/icons';
import { readApi } from '../../../api/client';
import { clampPage, pageCount, TEASER_PAGE_SIZE } from '../stores/paging';
import { BlogCard } from './blog-card';
import './blog.css';

/** The home page's blog teaser (#blog): three posts a page, page dots, previous / next, clamped. */
export function BlogTeaser() {
  const { t, lang } = usePublicT();
  const [sectionRef, near] = useNearViewport();
  const state = useResource('blog/', () => readApi('/api/blog'), near);
  const [page, setPage] = useState(0);
  const posts = state.status === 'ready' ? state.data : [];
  const pages = pageCount(posts.length);
  const current = clampPage(page, posts.length);
  const go = (p: number) => setPage(clampPage(p, posts.length));
  const visible = posts.slice(current * TEASER_PAGE_SIZE, (current + 1) * TEASER_PAGE_SIZE);

  return (
    <section
      ref={sectionRef}
      id="blog"
      className="pub-section pub-section--tint"
      aria-labelledby="pub-blog-title"
    >
      <div className="pub-container">
        <SectionHead
          eyebrow={t('blog.eyebrow')}
          title={t('blog.title')}
          titleId="pub-blog-title"
          lead={t('blog.subtitle')}
          link={{ to: paths.blog(lang), label: t('blog.allPosts') }}
          className="pub-blog__head"
        />
        {state.status === 'loading' && <Spinner label={t('common.loading')} />}
        {state.status !== 'loading' && posts.length === 0 && <p className="pub-empty">{t('blog.empty')}</p>}
        {visible.length > 0 && (
          <div className="pub-card-grid" data-testid="blog-teaser" data-page={current}>
            {visible.map((post) => (
              <BlogCard key={post.id ?? post.slug} post={post} />
            ))}
          </div>
        )}
        {pages > 1 && (
          <div className="pub-pager pub-blog__pager">
            <button
              type="button"
              className="pub-pager__btn"
              onClick={() => go(current - 1)}
              disabled={current === 0}
              aria-label={t('blog.prevPage')}
            >
              <Icon name="left" />
            </button>
            <div className="pub-dots">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className={`pub-dots__dot${i === current ? ' is-active' : ''}`}
                  aria-label={t('blog.goToPage', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="pub-pager__btn"
              onClick={() => go(current + 1)}
              disabled={current === pages - 1}
              aria-label={t('blog.nextPage')}
            >
              <Icon name="right" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
