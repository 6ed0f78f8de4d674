import { pick, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ShownText } from '../../../components/shown-text';
import { Paragraphs } from '../../../components/paragraphs';

/** The architecture text and image. */
export function ArchitectureInfo({
  project,
  headingLevel: Heading = 'h4',
}: {
  project: Project;
  /** h3 under the detail page's h2 sections; h4 inside the home showcase. */
  headingLevel?: 'h3' | 'h4';
}) {
  const { t, lang } = usePublicT();
  const title = pick(project.architecture?.title, lang);
  const text = pick(project.architecture?.description, lang);
  const image = project.architecture_image;
  if (!title && !text && !image) return <p className="pub-empty">{t('projects.noArchitecture')}</p>;
  return (
    <div className="pub-architecture">
      {image && (
        <div className="pub-architecture__image">
          <ResponsiveImage
            src={image}
            alt={title || t('projects.architecture')}
            sizes="(min-width: 960px) 55vw, 100vw"
            width={1200}
            height={800}
          />
        </div>
      )}
      <div>
        <ShownText
          value={project.architecture?.title}
          as={Heading}
          className="pub-architecture__title"
          note={false}
        />
        <ShownText value={project.architecture?.description} as="div" className="pub-prose">
          {(shownText) => <Paragraphs text={shownText} />}
        </ShownText>
      </div>
    </div>
  );
}
