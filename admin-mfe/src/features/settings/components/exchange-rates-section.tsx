// The rates the public site converts unit prices with (TRY per 1 EUR / USD / RUB), dated: one set for
// every project. An empty rate is not shown to visitors.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, errorMessage, TextField, toast } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';

const CURRENCIES = [
  { key: 'eur', label: '1 EUR (₺)' },
  { key: 'usd', label: '1 USD (₺)' },
  { key: 'rub', label: '1 RUB (₺)' },
] as const;
type Currency = (typeof CURRENCIES)[number]['key'];

const today = () => new Date().toISOString().slice(0, 10);
/** "36,85" or "36.85" → 36.85; '' → null; anything else → NaN. */
export const parseRate = (text: string) => (text.trim() === '' ? null : /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

export function ExchangeRatesForm() {
  const [rates, setRates] = useState<Record<Currency, string>>({ eur: '', usd: '', rub: '' });
  const [asOf, setAsOf] = useState(today());
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void body(apiClient.GET('/api/exchange-rates')).then(
      (r) => {
        setRates({ eur: r.eur?.toString().replace('.', ',') ?? '', usd: r.usd?.toString().replace('.', ',') ?? '', rub: r.rub?.toString().replace('.', ',') ?? '' });
        if (r.as_of) setAsOf(r.as_of);
      },
      () => undefined,
    );
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = Object.fromEntries(CURRENCIES.map(({ key }) => [key, parseRate(rates[key])])) as Record<Currency, number | null>;
    if (Object.values(values).some((v) => v !== null && !(v > 0))) return setProblem('Kurlar 0’dan büyük bir sayı olmalı (ör. 36,85) ya da boş');
    setProblem('');
    setSaving(true);
    try {
      await body(apiClient.PUT('/api/exchange-rates', { body: { ...values, as_of: asOf } }));
      toast.success('Kurlar kaydedildi');
    } catch (error) {
      toast.error('Kurlar kaydedilemedi', await errorMessage(error, 'İşlem başarısız'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-section" aria-labelledby="units-rates">
      <div className="adm-section__head">
        <h2 id="units-rates">Döviz kurları</h2>
      </div>
      <p className="adm-muted">Sitede fiyatlar TL’nin yanında bu kurlarla çevrilip tarihiyle gösterilir. Tüm projeler için geçerlidir; boş bırakılan para birimi gösterilmez.</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="adm-udialog__grid">
          {CURRENCIES.map(({ key, label }) => (
            <TextField key={key} label={label} inputMode="decimal" value={rates[key]} onChange={(e) => setRates((r) => ({ ...r, [key]: e.target.value }))} />
          ))}
          <TextField label="Kur tarihi" type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
        </div>
        {problem && (
          <p className="adm-udialog__problems" role="alert">
            {problem}
          </p>
        )}
        <div className="adm-actions adm-urates__foot">
          <Button variant="gold" type="submit" disabled={saving}>
            Kurları kaydet
          </Button>
        </div>
      </form>
    </section>
  );
}
