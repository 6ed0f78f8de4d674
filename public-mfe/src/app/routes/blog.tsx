import { usePublicT } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../components/use-document-title';
import { BlogList } from '../../features/blog/components/blog-list';

export default function BlogPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('blog.title'));
  return <BlogList />;
}
