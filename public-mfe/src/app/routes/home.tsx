import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { HydrationSlice } from '../../components/hydration-slice';
import { scrollToAnchor } from '../../components/scroll-to-anchor';
import { Hero } from '../../features/home/components/hero';
import { Intro } from '../../features/home/components/intro';
import { InstagramBannerSection } from '../../features/home/components/instagram-banner';
import { AboutSection } from '../../features/about/components/about-section';
import { ProjectShowcase } from '../../features/projects/components/project-showcase';
import { projectExtra } from '../project-extras';
import { BlogTeaser } from '../../features/blog/components/blog-teaser';

/** Home (SPEC §2): hero, intro, about, projects, Instagram banner, blog; the footer holds #iletisim. */
export default function HomePage() {
  useDocumentTitle(undefined, true);
  const { hash } = useLocation();

  // Arriving from another page on /#projeler: scroll once the page is drawn, again when content has settled.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timers = [80, 700].map((ms) => window.setTimeout(() => scrollToAnchor(id, 'auto'), ms));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [hash]);

  return (
    <>
      <Hero />
      <HydrationSlice>
        <Intro />
      </HydrationSlice>
      <HydrationSlice>
        <AboutSection />
      </HydrationSlice>
      <HydrationSlice>
        <ProjectShowcase extra={projectExtra} />
      </HydrationSlice>
      <HydrationSlice>
        <InstagramBannerSection />
      </HydrationSlice>
      <HydrationSlice>
        <BlogTeaser />
      </HydrationSlice>
    </>
  );
}
