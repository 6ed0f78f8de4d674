import { Link } from 'react-router-dom';
import { categoryName, formatDate, type BlogPost } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons';
import { FallbackNote, langAttr, shown } from '../../../components/shown-text';

/** A post card: image, category, date, title, excerpt and a read-more link. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const { t, lang } = usePublicT();
  const Heading = `h${headingLevel}` as const;
  const href = paths.post(lang, post.slug);
  const shownTitle = shown(post.title, lang);
  const excerpt = shown(post.excerpt, lang);
  const title = shownTitle.text;
  const category = categoryName(post.category, lang);
  return (
    <article className="pub-card">
      <Link to={href} className="pub-card__media" tabIndex={-1} aria-hidden="true">
        {post.image ? (
          <ResponsiveImage
            src={post.image}
            alt=""
            sizes="(min-width: 960px) 33vw, 100vw"
            width={960}
            height={600}
          />
        ) : (
          <span className="pub-card__blank" />
        )}
      </Link>
      <div className="pub-card__body">
        <p className="pub-card__meta">
          {category && <span>{category}</span>}
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
        </p>
        <Heading className="pub-card__title" lang={langAttr(shownTitle)}>
          <Link to={href}>{title}</Link>
        </Heading>
        <p className="pub-card__excerpt" lang={langAttr(excerpt)}>
          {excerpt.text}
        </p>
        {(shownTitle.fallback || excerpt.fallback) && <FallbackNote />}
        <Link to={href} className="pub-link-arrow" aria-label={`${t('blog.readMore')}: ${title}`}>
          {/* The hidden title makes the link's own text say where it goes (search engines read it too). */}
          {t('blog.readMore')}
          <span className="visually-hidden">: {title}</span> <Icon name="arrow" size={18} />
        </Link>
      </div>
    </article>
  );
}
