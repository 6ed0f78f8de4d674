// The rates the public site converts unit prices with (TRY per 1 EUR / USD / RUB), dated: one set for
// every project, kept on their own screen "Döviz Kurları" (issue 26) so an editor who keeps the prices
// can set them without the owner's Ayarlar. An empty rate is not shown to visitors. English pages show
// prices in euros first, Russian pages in roubles or euros as chosen here, when that rate is set.
import { useEffect, useState, type FormEvent } from 'react';
import { RU_CURRENCIES, RU_CURRENCY_LABELS, type RuCurrency } from '@konak/contract';
import { Button, errorMessage, TextField, toast } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { FormGrid, FormSection, SelectField } from '../../../components/fields';
import { SaveNote, useSaveNote } from '../../../components/save-note';

const CURRENCIES = [
  { key: 'eur', label: '1 EUR (₺)' },
  { key: 'usd', label: '1 USD (₺)' },
  { key: 'rub', label: '1 RUB (₺)' },
] as const;
type Currency = (typeof CURRENCIES)[number]['key'];

const RU_OPTIONS = RU_CURRENCIES.map((value) => ({ value, label: RU_CURRENCY_LABELS[value] }));

const today = () => new Date().toISOString().slice(0, 10);
/** "36,85" or "36.85" → 36.85; '' → null; anything else → NaN. */
export const parseRate = (text: string) =>
  text.trim() === ''
    ? null
    : /^\d+([.,]\d+)?$/.test(text.trim())
      ? Number(text.trim().replace(',', '.'))
      : Number.NaN;

export function ExchangeRatesSection() {
  const [rates, setRates] = useState<Record<Currency, string>>({ eur: '', usd: '', rub: '' });
  const [asOf, setAsOf] = useState(today());
  const [ruCurrency, setRuCurrency] = useState<RuCurrency>('RUB');
  const [saving, setSaving] = useState(false);
  const [wrong, setWrong] = useState<Currency[]>([]);
  const note = useSaveNote();

  useEffect(() => {
    void body(apiClient.GET('/api/exchange-rates')).then(
      (r) => {
        setRates({
          eur: r.eur?.toString().replace('.', ',') ?? '',
          usd: r.usd?.toString().replace('.', ',') ?? '',
          rub: r.rub?.toString().replace('.', ',') ?? '',
        });
        if (r.as_of) setAsOf(r.as_of);
        if (r.ru_currency) setRuCurrency(r.ru_currency);
      },
      () => toast.error('Döviz kurları yüklenemedi'),
    );
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = Object.fromEntries(CURRENCIES.map(({ key }) => [key, parseRate(rates[key])])) as Record<
      Currency,
      number | null
    >;
    const bad = CURRENCIES.map(({ key }) => key).filter(
      (key) => values[key] !== null && !((values[key] ?? 0) > 0),
    );
    setWrong(bad);
    if (bad.length) return note.failed('Kaydedilmedi: işaretli kuru düzeltin');
    setSaving(true);
    try {
      await body(
        apiClient.PUT('/api/exchange-rates', { body: { ...values, as_of: asOf, ru_currency: ruCurrency } }),
      );
      note.saved();
    } catch (error) {
      note.failed(`Kaydedilemedi: ${await errorMessage(error, 'bağlantıyı kontrol edip yeniden deneyin')}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} onChange={note.clear} noValidate aria-label="Döviz kurları">
      <FormSection>
        <p className="adm-muted">
          Fiyatlar kur tarihiyle gösterilir; tanıtım broşüründe TL’nin yanında yer alır. Boş bırakılan para
          birimi gösterilmez. İngilizce sayfalar fiyatları önce euro ile, Rusça sayfalar aşağıda seçilen para
          birimiyle gösterir (kuru girilmemişse TL ile); ziyaretçi başka birini seçebilir.
        </p>
        <FormGrid>
          {CURRENCIES.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              inputMode="decimal"
              value={rates[key]}
              error={
                wrong.includes(key) ? '0’dan büyük bir sayı girin (ör. 36,85) ya da boş bırakın' : undefined
              }
              onChange={(e) => setRates((r) => ({ ...r, [key]: e.target.value }))}
            />
          ))}
          <TextField label="Kur tarihi" type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
          <SelectField
            label="Rusça sayfalarda fiyatlar"
            value={ruCurrency}
            options={RU_OPTIONS}
            onChange={setRuCurrency}
          />
        </FormGrid>
        <div className="adm-actions adm-section__foot">
          <Button type="submit" disabled={saving}>
            {saving ? 'Kaydediliyor...' : 'Kurları kaydet'}
          </Button>
          <SaveNote answer={note.answer} />
        </div>
      </FormSection>
    </form>
  );
}
