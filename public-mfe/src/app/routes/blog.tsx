import { useParams } from 'react-router-dom';
import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { BlogList } from '../../features/blog/components/blog-list';
import { blogPageNumber } from '../../features/blog/stores/paging';

export default function BlogPage() {
  const { t } = usePublicT();
  const page = blogPageNumber(useParams());
  useDocumentTitle(page > 1 ? t('blog.pageTitle', { n: page }) : t('blog.title'));
  return <BlogList page={page} />;
}
