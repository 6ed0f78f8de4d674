import { pick, type Project } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';
import { areaText } from '../../../i18n/numbers';
import { ShownText } from '../../../components/shown-text';
import { Paragraphs } from '../../../components/paragraphs';
import { features, totalUnits } from './project-data';

/** Total units (when the editor gave one), the occupancy-permit date, the unit types and the amenities. */
export function TechnicalInfo({
  project,
  showFeatures = false,
  headingLevel: Heading = 'h4',
}: {
  project: Project;
  showFeatures?: boolean;
  /** h3 under the detail page's h2 sections; h4 inside the home showcase (under the project's h3). */
  headingLevel?: 'h3' | 'h4';
}) {
  const { t, lang } = usePublicT();
  const info = project.technical_info;
  const units = (info?.units ?? []).filter((u) => pick(u.type, lang));
  const amenities = features(project, lang);
  const total = totalUnits(project);
  return (
    <div className="pub-tech">
      {(total !== undefined || info?.iskan_date) && (
        <dl className="pub-tech__figures">
          {total !== undefined && (
            <div className="pub-tech__figure">
              <dt>{t('projects.totalUnits')}</dt>
              <dd data-testid="total-units">{total}</dd>
            </div>
          )}
          {info?.iskan_date && (
            <div className="pub-tech__figure">
              <dt>{t('projects.iskanDate')}</dt>
              <dd>{info.iskan_date}</dd>
            </div>
          )}
        </dl>
      )}
      <ShownText value={info?.description} as="div" className="pub-prose pub-tech__text">
        {(text) => <Paragraphs text={text} />}
      </ShownText>
      {units.length > 0 && (
        <>
          <Heading className="pub-subheading">{t('projects.units')}</Heading>
          <ul className="pub-tech__units">
            {units.map((u, i) => (
              <li key={i} className="pub-tech__unit">
                <span className="pub-tech__type">{pick(u.type, lang)}</span>
                <span className="pub-tech__count">
                  {u.count} {t('projects.piece')}
                </span>
                {u.area && (
                  <span className="pub-tech__area">
                    {areaText(u.area, lang)} {t('projects.gross')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {showFeatures && amenities.length > 0 && (
        <>
          <Heading className="pub-subheading">{t('projects.features')}</Heading>
          <ul className="pub-features">
            {amenities.map((f, i) => (
              <li key={i}>
                <strong>{f.title}</strong>
                {f.description && <span>{f.description}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
