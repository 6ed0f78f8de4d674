import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './public-layout';
import HomePage from './routes/home';
import './public.css';

// Every page but the home page is loaded when first visited (keeps the first download small).
const AboutPage = lazy(() => import('./routes/about'));
const ProjectsPage = lazy(() => import('./routes/projects'));
const ProjectDetailPage = lazy(() => import('./routes/project-detail'));
const BlogPage = lazy(() => import('./routes/blog'));
const BlogPostPage = lazy(() => import('./routes/blog-post'));
const ContactPage = lazy(() => import('./routes/contact'));
const KvkkPage = lazy(() => import('./routes/kvkk'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** The pages of one language; mounted at /, /en and /ru (the URL scheme of config/paths.ts). */
function pages(prefix: string) {
  return (
    <Route path={prefix}>
      <Route index element={<HomePage />} />
      <Route path="hakkimizda" element={<AboutPage />} />
      <Route path="projeler" element={<ProjectsPage />} />
      <Route path="projeler/:slug" element={<ProjectDetailPage />} />
      <Route path="projects/:slug" element={<ProjectDetailPage />} />
      <Route path="blog" element={<BlogPage />} />
      <Route path="blog/:slug" element={<BlogPostPage />} />
      <Route path="iletisim" element={<ContactPage />} />
      <Route path="kvkk" element={<KvkkPage />} />
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
