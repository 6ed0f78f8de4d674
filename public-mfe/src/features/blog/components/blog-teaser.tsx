import { useState } from 'react';
import { Spinner, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import { SectionHead } from '../../../components/section-head';
import { Icon } from '../../../components/icons';
import { readListPage, type ListPage } from '../../../api/client';
import { pageCount, postsPageKey, TEASER_PAGE_SIZE, TEASER_PAGES } from '../stores/paging';
import { BlogCard } from './blog-card';
import './blog.css';

/** The home page's blog teaser (#blog): the newest posts three a page (at most TEASER_PAGES pages), page
 *  dots, previous / next, clamped. Each page reads only its three posts' card fields. */
export function BlogTeaser() {
  const { t, lang } = usePublicT();
  const [sectionRef, near] = useNearViewport();
  const [page, setPage] = useState(0);
  // The total is known once the first page has arrived; until then there is one page.
  const [pages, setPages] = useState(1);
  const current = Math.min(Math.max(page, 0), pages - 1);
  const key = postsPageKey(current + 1, TEASER_PAGE_SIZE);
  const state = useResource<ListPage<BlogPost>>(key, () => readListPage<BlogPost>(key), near);
  const posts = state.status === 'ready' ? state.data.items : [];
  const known = state.status === 'ready' ? Math.min(TEASER_PAGES, pageCount(state.data.total)) : pages;
  if (known !== pages) setPages(known);
  const go = (p: number) => setPage(Math.min(Math.max(p, 0), pages - 1));
  const visible = posts;

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
