import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './public-layout';
import HomePage from './routes/home';
import { ROUTES, type PageId } from './route-table';
import './public.css';

// Every page but the home page is loaded when first visited (keeps the first download small). Each page's
// chunk is named `page-<PageId>` so the server entry can list the one a drawn page needs (server.tsx).
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ './routes/about'));
const ProjectsPage = lazy(() => import(/* webpackChunkName: "page-projects" */ './routes/projects'));
const ProjectDetailPage = lazy(
  () => import(/* webpackChunkName: "page-project" */ './routes/project-detail'),
);
const HomesPage = lazy(() => import(/* webpackChunkName: "page-homes" */ './routes/homes'));
const ComparePage = lazy(() => import(/* webpackChunkName: "page-compare" */ './routes/compare'));
const BlogPage = lazy(() => import(/* webpackChunkName: "page-blog" */ './routes/blog'));
const BlogPostPage = lazy(() => import(/* webpackChunkName: "page-post" */ './routes/blog-post'));
const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ './routes/contact'));
const KvkkPage = lazy(() => import(/* webpackChunkName: "page-kvkk" */ './routes/kvkk'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './routes/not-found'));

const PAGES: Record<PageId, ReactNode> = {
  home: <HomePage />,
  about: <AboutPage />,
  projects: <ProjectsPage />,
  project: <ProjectDetailPage />,
  homes: <HomesPage />,
  compare: <ComparePage />,
  blog: <BlogPage />,
  post: <BlogPostPage />,
  contact: <ContactPage />,
  kvkk: <KvkkPage />,
};

/** The pages of one language (route-table.ts); mounted at /, /en and /ru. */
function pages(prefix: string) {
  return (
    <Route path={prefix}>
      {ROUTES.map(({ id, path }) =>
        path === '' ? (
          <Route key={id} index element={PAGES[id]} />
        ) : (
          <Route key={path} path={path} element={PAGES[id]} />
        ),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

/** The public site: every route of SPEC §2 in the three languages, inside the shared frame. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pages('/')}
        {pages('/en')}
        {pages('/ru')}
      </Route>
    </Routes>
  );
}
