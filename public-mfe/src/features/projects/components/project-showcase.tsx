import { pick, Spinner, type Lang, type Project } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { useResource } from '../../../components/use-resource';
import { useNearViewport } from '../../../components/use-near-viewport';
import { SectionHead } from '../../../components/section-head';
import { Icon } from '../../../components/icons';
import {
  readShowcaseCards,
  showcaseProjectRead,
  SHOWCASE_CARDS_KEY,
  wholeProject,
} from '../api/project-reads';
import { SUB_VIEWS, useShowcaseStore, type SubView } from '../stores/showcase-store';
import { hasArchitecture, hasGallery, hasLocation, hasPlans, hasTechnicalInfo } from './project-data';
import { ShowcaseView } from './showcase-view';
import type { CardExtra } from './project-list';
import './showcase.css';
import './project-sections.css';

/** The sub-views this project has something for: one the editor left empty is not offered. */
function filledViews(project: Project, lang: Lang): SubView[] {
  const filled: Record<SubView, boolean> = {
    overview: true,
    technicalInfo: hasTechnicalInfo(project, lang),
    floorPlans: hasPlans(project),
    location: hasLocation(project, lang),
    architecture: hasArchitecture(project, lang),
    gallery: hasGallery(project),
  };
  return SUB_VIEWS.filter((key) => filled[key]);
}

/** The home page's projects section (#projeler): a tab per showcased project (its logo) and six sub-views
 *  stepped with up / down (SPEC §2, §4). The API picks the projects (featured ones, else the first ones);
 *  the tabs are their cards, and only the chosen project is read whole (issue 25). */
export function ProjectShowcase({ extra }: { extra?: CardExtra } = {}) {
  const { t, lang } = usePublicT();
  const [sectionRef, near] = useNearViewport();
  const state = useResource(SHOWCASE_CARDS_KEY, readShowcaseCards, near);
  const { project: selected, view: step, selectProject, setView } = useShowcaseStore();
  const list = state.status === 'ready' ? state.data : [];
  const index = Math.min(selected, Math.max(list.length - 1, 0));
  const card = list[index];
  const read = showcaseProjectRead(index, card?.slug ?? '');
  const answer = useResource(read.key, read.load, near && card !== undefined);
  const whole = answer.status === 'ready' ? wholeProject(answer.data) : undefined;
  const project = whole && whole.slug === card?.slug ? whole : undefined;
  const views = project ? filledViews(project, lang) : [];
  const last = Math.max(views.length - 1, 0);
  const view = Math.min(step, last);

  return (
    <section
      ref={sectionRef}
      id="projeler"
      className="pub-section pub-showcase"
      aria-labelledby="pub-showcase-title"
    >
      <div className="pub-container">
        <SectionHead
          eyebrow={t('projects.eyebrow')}
          title={t('projects.title')}
          titleId="pub-showcase-title"
          lead={t('projects.subtitle')}
          link={{ to: paths.projects(lang), label: t('projects.allProjects') }}
        />
        {state.status === 'loading' && <Spinner label={t('common.loading')} />}
        {state.status !== 'loading' && !card && <p className="pub-empty">{t('projects.empty')}</p>}
        {card && (
          <>
            <div className="pub-showcase__tabs" role="tablist" aria-label={t('projects.tabs')}>
              {list.map((p, i) => (
                // A link before the app starts (a crawler or a visitor without it reaches every project's
                // page from the drawn HTML), a tab once it runs.
                <a
                  key={p.id ?? p.slug}
                  href={paths.project(lang, p.slug)}
                  role="tab"
                  id={`pub-showcase-tab-${i}`}
                  aria-selected={i === index}
                  aria-controls="pub-showcase-panel"
                  className={`pub-showcase__tab${i === index ? ' is-active' : ''}`}
                  onClick={(event) => {
                    event.preventDefault();
                    if (i !== index) selectProject(i);
                  }}
                  data-testid="project-tab"
                >
                  {p.logo ? (
                    <img src={p.logo} alt={pick(p.title, lang)} width={140} height={56} loading="lazy" />
                  ) : (
                    <span>{pick(p.title, lang)}</span>
                  )}
                </a>
              ))}
            </div>
            <div
              id="pub-showcase-panel"
              role="tabpanel"
              aria-labelledby={`pub-showcase-tab-${index}`}
              className="pub-showcase__panel"
            >
              {!project && answer.status === 'loading' && <Spinner label={t('common.loading')} />}
              {project && (
                <>
                  <nav className="pub-steps" aria-label={t('projects.views')}>
                    <button
                      type="button"
                      className="pub-steps__arrow"
                      onClick={() => setView(view - 1)}
                      disabled={view === 0}
                      aria-label={t('projects.prevView')}
                      data-testid="view-up"
                    >
                      <Icon name="up" />
                    </button>
                    <ol className="pub-steps__list">
                      {views.map((key, i) => (
                        <li key={key}>
                          <button
                            type="button"
                            className={`pub-steps__item${i === view ? ' is-active' : ''}`}
                            aria-current={i === view ? 'step' : undefined}
                            onClick={() => setView(i)}
                          >
                            <span className="pub-steps__num" aria-hidden="true">
                              {String(i + 1).padStart(2, '0')}
                            </span>
                            <span className="pub-steps__label">{t(`projects.${key}`)}</span>
                          </button>
                        </li>
                      ))}
                    </ol>
                    <button
                      type="button"
                      className="pub-steps__arrow pub-steps__arrow--down"
                      onClick={() => setView(Math.min(view + 1, last))}
                      disabled={view === last}
                      aria-label={t('projects.nextView')}
                      data-testid="view-down"
                    >
                      <Icon name="down" />
                    </button>
                  </nav>
                  <div className="pub-showcase__view" data-testid="showcase-view" data-view={views[view]}>
                    <ShowcaseView project={project} card={card} view={views[view]} extra={extra} />
                  </div>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
