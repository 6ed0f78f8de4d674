import { Link } from 'react-router-dom';
import { pick, type Project } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { splitParagraphs } from '../../../components/paragraphs';
import { Icon } from '../../../components/icons';
import { useShowcaseStore, type SubView } from '../stores/showcase-store';
import { ArchitectureInfo } from './architecture-info';
import { CoverCarousel } from './cover-carousel';
import { FloorPlans } from './floor-plans';
import { GalleryGrid } from './gallery-grid';
import { LocationInfo } from './location-info';
import { StatusBadge } from './status-badge';
import { TechnicalInfo } from './technical-info';
import type { CardExtra } from './project-list';
import type { ProjectCard } from '../api/project-reads';

/** One of the six sub-views of the showcased project; `extra` is what other features add to its overview
 *  (from its card, which has the construction progress a project read by slug leaves out). */
export function ShowcaseView({
  project,
  card,
  view: key,
  extra,
}: {
  project: Project;
  card: ProjectCard;
  view: SubView;
  extra?: CardExtra;
}) {
  const { t, lang } = usePublicT();
  const { slide, setSlide, plan, setPlan, galleryPage, setGalleryPage } = useShowcaseStore();
  const title = pick(project.title, lang);

  if (key === 'overview') {
    const intro = splitParagraphs(pick(project.description, lang))[0];
    return (
      <div className="pub-overview">
        <CoverCarousel key={project.slug} project={project} index={slide} onIndexChange={setSlide} />
        <div className="pub-overview__text">
          <StatusBadge status={project.status} />
          <h3 className="pub-overview__title">{title}</h3>
          {pick(project.subtitle, lang) && (
            <p className="pub-overview__subtitle">{pick(project.subtitle, lang)}</p>
          )}
          {intro && <p className="pub-overview__desc">{intro}</p>}
          {extra?.(card)}
          <Link className="kui-btn kui-btn--primary" to={paths.project(lang, project.slug)}>
            {t('projects.viewDetails')} <Icon name="arrow" size={18} />
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="pub-subview">
      <h3 className="pub-subview__title">
        <span>{title}</span> {t(`projects.${key}`)}
      </h3>
      {key === 'technicalInfo' && <TechnicalInfo project={project} />}
      {key === 'floorPlans' && <FloorPlans project={project} plan={plan} onPlanChange={setPlan} />}
      {key === 'location' && <LocationInfo project={project} />}
      {key === 'architecture' && <ArchitectureInfo project={project} />}
      {key === 'gallery' && (
        <GalleryGrid
          images={project.gallery ?? []}
          title={title}
          page={galleryPage}
          onPageChange={(p) => setGalleryPage(p, (project.gallery ?? []).length)}
        />
      )}
    </div>
  );
}
