import { Link } from 'react-router-dom';
import { pageCount } from '@konak/contract';
import { Spinner, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { readListPage, type ListPage } from '../../../api/client';
import { PageHero } from '../../../components/page-hero';
import { StatusMessage } from '../../../components/status-message';
import { Icon } from '../../../components/icons';
import { postsPageKey } from '../stores/paging';
import { BlogCard } from './blog-card';
import './blog.css';

/** /blog and /blog/sayfa/N: one page of posts as cards, and links to the other pages — plain links, so
 *  the server-drawn page pages without a script and a crawler reaches every post. */
export function BlogList({ page }: { page: number }) {
  const { t, lang } = usePublicT();
  const key = postsPageKey(page);
  const state = useResource<ListPage<BlogPost>>(key, () => readListPage<BlogPost>(key));
  const posts = state.status === 'ready' ? state.data.items : [];
  const last = state.status === 'ready' ? pageCount(state.data.total, state.data.per_page) : page;
  if ((state.status === 'ready' && page > last) || state.notFound)
    return (
      <div className="pub-status-page">
        <StatusMessage title={t('blog.notFound')} backTo={paths.blog(lang)} backLabel={t('blog.back')} />
      </div>
    );
  return (
    <>
      <PageHero
        eyebrow={t('blog.eyebrow')}
        title={page > 1 ? t('blog.pageTitle', { n: page }) : t('blog.title')}
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
          {last > 1 && <BlogPager page={page} last={last} />}
        </div>
      </section>
    </>
  );
}

/** The page numbers around `page` worth a link: the first, the last and two on either side. */
export function pagerNumbers(page: number, last: number): number[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2]);
  return [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
}

function BlogPager({ page, last }: { page: number; last: number }) {
  const { t, lang } = usePublicT();
  const numbers = pagerNumbers(page, last);
  return (
    <nav className="pub-pager pub-blog__pages" aria-label={t('blog.pages')} data-testid="blog-pager">
      {page > 1 ? (
        <Link
          className="pub-pager__btn"
          to={paths.blogPage(lang, page - 1)}
          rel="prev"
          aria-label={t('blog.prevPage')}
        >
          <Icon name="left" />
        </Link>
      ) : (
        <span className="pub-pager__btn is-disabled" aria-hidden="true">
          <Icon name="left" />
        </span>
      )}
      <ol className="pub-blog__page-list">
        {numbers.map((n, i) => (
          <li key={n} className={i > 0 && n - numbers[i - 1] > 1 ? 'is-after-gap' : undefined}>
            {n === page ? (
              <span className="pub-blog__page is-current" aria-current="page">
                {n}
              </span>
            ) : (
              <Link
                className="pub-blog__page"
                to={paths.blogPage(lang, n)}
                aria-label={t('blog.goToPage', { n })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <span className="pub-pager__label pub-blog__page-of">{t('blog.pageOf', { n: page, pages: last })}</span>
      {page < last ? (
        <Link
          className="pub-pager__btn"
          to={paths.blogPage(lang, page + 1)}
          rel="next"
          aria-label={t('blog.nextPage')}
        >
          <Icon name="right" />
        </Link>
      ) : (
        <span className="pub-pager__btn is-disabled" aria-hidden="true">
          <Icon name="right" />
        </span>
      )}
    </nav>
  );
}
