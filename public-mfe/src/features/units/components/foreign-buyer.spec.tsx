import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { usePublicT } from '../../../i18n/use-lang';
import type { ExchangeRates } from '../unit-data';
import { ForeignBuyerBadges, ForeignBuyerNote, foreignKindsOf, foreignKindsOffered } from './foreign-buyer';

const RATES: ExchangeRates = {
  eur: 44,
  usd: 40,
  rub: null,
  as_of: '2026-11-20',
  foreign_buyers: {
    residence_usd: 200_000,
    citizenship_usd: 400_000,
    as_of: '2026-11-01',
    text: { tr: 'Yasa belirler.', en: 'The law sets them.', ru: 'Их устанавливает закон.' },
  },
};

function Shown({ price }: { price: number | null }) {
  const { t, lang } = usePublicT();
  return (
    <>
      <ForeignBuyerBadges kinds={foreignKindsOf(price, RATES)} t={t} />
      <ForeignBuyerNote rates={RATES} t={t} lang={lang} />
    </>
  );
}

describe("foreign buyers' badges", () => {
  it('offers a filter only for a marked threshold with a dollar rate', () => {
    expect(foreignKindsOffered(RATES)).toEqual(['residence', 'citizenship']);
    expect(foreignKindsOffered({ ...RATES, usd: null })).toEqual([]);
    expect(
      foreignKindsOffered({ ...RATES, foreign_buyers: { ...RATES.foreign_buyers!, residence_usd: null } }),
    ).toEqual(['citizenship']);
    expect(foreignKindsOffered(undefined)).toEqual([]);
  });

  it('badges a home at 400,000 $ (16,000,000 ₺ at 40) but not one lira under, in words', () => {
    expect(foreignKindsOf(16_000_000, RATES)).toEqual(['residence', 'citizenship']);
    expect(foreignKindsOf(15_999_999, RATES)).toEqual(['residence']);
    expect(foreignKindsOf(null, RATES)).toEqual([]);
    const { unmount } = renderAt(<Shown price={16_000_000} />, '/ru/konutlar');
    expect(screen.getByTestId('foreign-badges')).toHaveTextContent(
      'Стоимость для ВНЖСтоимость для гражданства',
    );
    expect(screen.getByText(/Их устанавливает закон/)).toBeInTheDocument();
    unmount();
    renderAt(<Shown price={7_999_999} />, '/en/konutlar');
    expect(screen.queryByTestId('foreign-badges')).not.toBeInTheDocument();
    expect(screen.getByText(/Thresholds as of/)).toHaveTextContent(
      'Thresholds as of 1 Nov 2026; rate: $1 = ₺40.00, 20/11/2026The law sets them.',
    );
  });
  it('draws nothing for a home an older API answered without badges (each part deploys on its own)', () => {
    function Old() {
      const { t } = usePublicT();
      return <ForeignBuyerBadges kinds={undefined} t={t} />;
    }
    renderAt(<Old />, '/en');
    expect(screen.queryByTestId('foreign-badges')).toBeNull();
  });
});
