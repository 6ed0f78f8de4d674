import { pick, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ShownText } from '../../../components/shown-text';
import { Paragraphs } from '../../../components/paragraphs';
import { distances, locationImage, withKm } from './project-data';

/** The location map image and the distances to the airport, centre, beach… */
export function LocationInfo({ project }: { project: Project }) {
  const { t, lang } = usePublicT();
  const list = distances(project, lang);
  const image = locationImage(project);
  const text = pick(project.location?.description, lang);
  if (!list.length && !image && !text) return <p className="pub-empty">{t('projects.noLocation')}</p>;
  return (
    <div className="pub-location">
      {image && (
        <div className="pub-location__map">
          <ResponsiveImage
            src={image}
            alt={`${t('projects.location')}: ${pick(project.title, lang)}`}
            sizes="(min-width: 960px) 55vw, 100vw"
            width={1200}
            height={900}
          />
        </div>
      )}
      <div>
        <ShownText value={project.location?.description} as="div" className="pub-prose">
          {(shownText) => <Paragraphs text={shownText} />}
        </ShownText>
        {list.length > 0 && (
          <ul className="pub-distances" aria-label={t('projects.distances')}>
            {list.map((d, i) => (
              <li key={i}>
                <span>{d.name}</span>
                <strong>{withKm(d.distance, t('projects.km'))}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
