import { Carousel, pick, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { coverImages } from './project-data';

interface Props {
  project: Project;
  index?: number;
  onIndexChange?: (index: number) => void;
  centred?: boolean;
  eager?: boolean;
}

/** The project's cover images in the looping carousel (centred with its neighbours on the detail page). */
/** The first cover's width on the project page: the carousel's middle slide (82 % of the page on a phone
 *  less its gaps, three quarters from a tablet up). Also what its preload says (project-detail.page.ts). */
export const FIRST_COVER_SIZES = '(min-width: 768px) 75vw, 86vw';

export function CoverCarousel({ project, index, onIndexChange, centred = false, eager = false }: Props) {
  const { t, lang } = usePublicT();
  const title = pick(project.title, lang);
  const images = coverImages(project);
  if (!images.length) return <div className="pub-cover-empty" aria-hidden="true" />;
  return (
    <Carousel
      className="pub-cover"
      label={title}
      centred={centred}
      index={index}
      onIndexChange={onIndexChange}
      previousLabel={t('common.previous')}
      nextLabel={t('common.next')}
      slideLabel={(p, total) => t('common.slide', { current: p, total })}
      dotLabel={(n) => t('common.goToSlide', { n })}
      slides={images.map((src, i) => (
        <ResponsiveImage
          key={src}
          src={src}
          alt={`${title} ${i + 1}`}
          eager={eager && i === 0}
          // On the first screen the neighbours peeking beside the first cover wait for it (its LCP).
          {...(eager && i > 0 ? { fetchPriority: 'low' as const } : {})}
          sizes={
            eager && i === 0
              ? FIRST_COVER_SIZES
              : centred
                ? '(min-width: 960px) 80vw, 90vw'
                : '(min-width: 960px) 55vw, 100vw'
          }
        />
      ))}
    />
  );
}
