import { PageHeader } from '../../../components/page-header';
import { ExchangeRatesSection } from './exchange-rates-section';

/** /admin/doviz-kurlari — the rates on a screen of their own: the owner and the editors who keep the
 *  unit prices set them (Ayarlar is the owner's alone). */
export function RatesPage() {
  return (
    <>
      <PageHeader
        title="Döviz Kurları"
        description="Sitedeki daire fiyatları bu kurlarla euro, dolar ve rubleye çevrilir; tüm projeler için geçerlidir."
      />
      <ExchangeRatesSection />
    </>
  );
}
