import { usePublicT } from '../../../i18n/use-lang';
import { formatNumber } from '../../../i18n/numbers';

/** The company's figures (SPEC §1): 1 million m², 20 years, since 1995, in Antalya since 2001. */
export function Stats() {
  const { t, lang } = usePublicT();
  const million = formatNumber(1_000_000, lang);
  const items = [
    { value: `${million}+`, label: t('about.statArea') },
    { value: '20+', label: t('about.statYears') },
    { value: '1995', label: t('about.statSince') },
    { value: '2001', label: t('about.statCity') },
  ];
  return (
    <ul className="pub-stats" aria-label={t('about.achievements')}>
      {items.map((item) => (
        <li key={item.value} className="pub-stats__item">
          <span className="pub-stats__value">{item.value}</span>
          <span className="pub-stats__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
