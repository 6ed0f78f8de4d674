import { mayUse } from '@konak/contract';
import { useAuthStore } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { ExchangeRatesSection } from './exchange-rates-section';
import { ForeignBuyersSection } from './foreign-buyers-section';

/** /admin/doviz-kurlari — the rates on a screen of their own: the owner and the editors who keep the
 *  unit prices set them (Ayarlar is the owner's alone). Beside them, the owner marks the foreign buyers'
 *  thresholds, which are compared at these rates (decision 0198). */
export function RatesPage() {
  const role = useAuthStore((s) => s.user?.role);
  return (
    <>
      <PageHeader
        title="Döviz Kurları"
        description="Sitedeki daire fiyatları bu kurlarla euro, dolar ve rubleye çevrilir; tüm projeler için geçerlidir."
      />
      <ExchangeRatesSection />
      {role && mayUse(role, 'PUT /exchange-rates/foreign-buyers') && <ForeignBuyersSection />}
    </>
  );
}
