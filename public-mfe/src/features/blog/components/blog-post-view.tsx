import { Link } from 'react-router-dom';
import { categoryName, formatDate, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PageHero } from '../../../components/page-hero';
import { Icon } from '../../../components/icons';
import { readListPage, type ListPage } from '../../../api/client';
import { postsPageKey, RELATED_POSTS } from '../stores/paging';
import { BlogCard } from './blog-card';
import { PostContent } from './post-content';
import { FallbackNote, langAttr, shown } from '../../../components/shown-text';
import './blog.css';

/** /blog/{slug}: image, title, excerpt, the content, and up to three other posts. */
/** The post's picture: the page's column (at most 1000 px) less the container's side padding (2rem
 *  from 768 px, 1.25rem below). Also what its preload says (blog-post.page.ts). */
export const POST_IMAGE_SIZES =
  '(min-width: 1064px) 1000px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

export function BlogPostView({ post }: { post: BlogPost }) {
  const { t, lang } = usePublicT();
  // The newest posts' cards, one more than shown: the post itself may be among them.
  const key = postsPageKey(1, RELATED_POSTS + 1);
  const newest = useResource<ListPage<BlogPost>>(key, () => readListPage<BlogPost>(key));
  const others = (newest.status === 'ready' ? newest.data.items : [])
    .filter((p) => p.slug !== post.slug)
    .slice(0, RELATED_POSTS);
  // A text not yet written in this language is the Turkish one: each is marked, one note says so.
  const title = shown(post.title, lang);
  const excerpt = shown(post.excerpt, lang);
  const content = shown(post.content, lang);
  const tags = (post.tags ?? []).map((tag) => shown(tag, lang)).filter((tag) => tag.text);
  const fallback = [title, excerpt, content, ...tags].some((text) => text.fallback);
  return (
    <article className="pub-post">
      <PageHero
        eyebrow={categoryName(post.category, lang) || t('blog.eyebrow')}
        title={title.text}
        titleLang={langAttr(title)}
      >
        <p className="pub-post__meta">
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
          {post.author && <span>{post.author}</span>}
        </p>
      </PageHero>
      <div className="pub-container">
        {post.image && (
          <figure className="pub-post__figure">
            <ResponsiveImage
              src={post.image}
              alt={title.text}
              eager
              sizes={POST_IMAGE_SIZES}
              width={1600}
              height={900}
            />
          </figure>
        )}
        <div className="pub-post__body">
          {fallback && <FallbackNote />}
          {excerpt.text && (
            <p className="pub-post__excerpt" lang={langAttr(excerpt)}>
              {excerpt.text}
            </p>
          )}
          <div lang={langAttr(content)}>
            <PostContent content={content.text} />
          </div>
          {tags.length > 0 && (
            <ul className="pub-post__tags">
              {tags.map((tag, i) => (
                <li key={i} lang={langAttr(tag)}>
                  #{tag.text}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link className="pub-link-arrow" to={paths.blog(lang)}>
              <Icon name="left" size={18} /> {t('blog.back')}
            </Link>
          </p>
        </div>
      </div>
      {others.length > 0 && (
        <section className="pub-section pub-section--tint" aria-labelledby="pub-related">
          <div className="pub-container">
            <h2 id="pub-related" className="pub-section-title">
              {t('blog.otherPosts')}
            </h2>
            <div className="pub-card-grid" data-testid="related-posts">
              {others.map((p) => (
                <BlogCard key={p.id ?? p.slug} post={p} />
              ))}
            </div>
          </div>
        </section>
      )}
    </article>
  );
}
