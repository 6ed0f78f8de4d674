import { usePublicT } from '../../../i18n/use-lang';
import './unit-availability.css';

/** "12 / 40 konut satışta", or "Tümü satıldı" once nothing is for sale — on the project card and page.
 *  Nothing without units (a project that lists none says nothing about availability). */
export function UnitAvailability({ counts }: { counts: { total: number; available: number } | null }) {
  const { t } = usePublicT();
  if (!counts || counts.total <= 0) return null;
  const soldOut = counts.available <= 0;
  return (
    <p className={`pub-units-count${soldOut ? ' pub-units-count--sold-out' : ''}`} data-testid="units-count">
      {soldOut ? t('units.soldOut') : t('units.onSale', { count: counts.available, total: counts.total })}
    </p>
  );
}
