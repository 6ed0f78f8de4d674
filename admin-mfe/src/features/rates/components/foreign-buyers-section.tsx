// Foreign buyers' thresholds (issue 32 item 4, decision 0198): the values the law sets for Turkish
// citizenship by investment and for a residence permit, marked by the office in whole US dollars with the
// day it set them, and its explanation in three languages. Homes at or above a threshold (at the dollar
// rate above) carry a badge on the site and the home finder filters by it; an empty threshold shows
// neither. The owner's alone (contract roles.ts): editors see the rates form only.
import { useEffect, useState, type FormEvent } from 'react';
import { FOREIGN_BUYER_LIMITS, LANGS, type Lang } from '@konak/contract';
import { Button, TextAreaField, TextField, readErrorBody, toast } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { FormGrid, FormSection } from '../../../components/fields';
import { SaveNote, useSaveNote } from '../../../components/save-note';

const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'İngilizce', ru: 'Rusça' };
const AMOUNT_ERROR = `1 ile ${FOREIGN_BUYER_LIMITS.maxUsd.toLocaleString('tr-TR')} arasında, kuruşsuz bir dolar tutarı girin (ör. 400000) ya da boş bırakın`;

type Field = 'residence_usd' | 'citizenship_usd' | 'as_of' | Lang;

/** "400.000", "400 000" or "400000" → 400000; '' → null; anything else → NaN. */
export const parseUsd = (text: string) => {
  const compact = text.trim().replace(/[.\s]/g, '');
  if (compact === '') return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
};

export function ForeignBuyersSection() {
  const [amounts, setAmounts] = useState({ residence_usd: '', citizenship_usd: '' });
  const [asOf, setAsOf] = useState('');
  const [text, setText] = useState<Record<Lang, string>>({ tr: '', en: '', ru: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const note = useSaveNote();
  const [saving, setSaving] = useState(false);
  // Typing before the saved values arrive would be overwritten by them: the form waits.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    void body(apiClient.GET('/api/exchange-rates')).then(
      ({ foreign_buyers: f }) => {
        setAmounts({
          residence_usd: f.residence_usd?.toString() ?? '',
          citizenship_usd: f.citizenship_usd?.toString() ?? '',
        });
        setAsOf(f.as_of);
        setText({ tr: f.text.tr, en: f.text.en, ru: f.text.ru });
        setLoaded(true);
      },
      () => toast.error('Yabancı alıcı eşikleri yüklenemedi'),
    );
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const residence_usd = parseUsd(amounts.residence_usd);
    const citizenship_usd = parseUsd(amounts.citizenship_usd);
    const found: Partial<Record<Field, string>> = {};
    const amountOk = (v: number | null) => v === null || (v >= 1 && v <= FOREIGN_BUYER_LIMITS.maxUsd);
    if (!amountOk(residence_usd)) found.residence_usd = AMOUNT_ERROR;
    if (!amountOk(citizenship_usd)) found.citizenship_usd = AMOUNT_ERROR;
    if ((residence_usd !== null || citizenship_usd !== null) && !asOf)
      found.as_of = 'Eşiklerin belirlendiği tarihi girin';
    for (const lang of LANGS)
      if (text[lang].length > FOREIGN_BUYER_LIMITS.text)
        found[lang] = `Metin en fazla ${FOREIGN_BUYER_LIMITS.text} karakter olabilir`;
    setErrors(found);
    if (Object.keys(found).length) return note.failed('Kaydedilmedi: işaretli alanları düzeltin');
    setSaving(true);
    try {
      await body(
        apiClient.PUT('/api/exchange-rates/foreign-buyers', {
          body: { residence_usd, citizenship_usd, as_of: asOf, text },
        }),
      );
      note.saved();
    } catch (error) {
      // The API's field errors go to their fields; anything else to a message.
      const detail = (await readErrorBody(error))?.detail;
      const atFields: Partial<Record<Field, string>> = {};
      if (Array.isArray(detail))
        for (const item of detail as { loc?: string[]; msg?: string }[]) {
          const field = item.loc?.[1] === 'text' ? 'tr' : (item.loc?.[1] as Field | undefined);
          if (field && item.msg) atFields[field] = item.msg;
        }
      if (Object.keys(atFields).length) {
        setErrors(atFields);
        note.failed('Kaydedilmedi: işaretli alanları düzeltin');
      } else note.failed('Kaydedilemedi: bağlantıyı kontrol edip yeniden deneyin');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onChange={note.clear}
      noValidate
      aria-label="Yabancı alıcı eşikleri"
      aria-busy={!loaded}
    >
      <FormSection title="Yabancı alıcı eşikleri">
        <p className="adm-muted">
          Yasanın belirlediği tutarları dolar olarak ve belirlendikleri tarihle girin (ör. yatırım yoluyla
          vatandaşlık için 400000). Fiyatı yukarıdaki dolar kuruyla bu tutara ulaşan konutlarda sitede bir
          etiket görünür ve konut aramasında bu eşiğe göre filtre çıkar. Boş bırakılan eşik gösterilmez.
          Açıklama metni sitede eşiklerin yanında çıkar; hukuki tavsiye vermeyin, ziyaretçiyi size sormaya
          yönlendirin.
        </p>
        <FormGrid>
          <TextField
            label="Vatandaşlık eşiği (USD)"
            inputMode="numeric"
            value={amounts.citizenship_usd}
            error={errors.citizenship_usd}
            onChange={(e) => setAmounts((a) => ({ ...a, citizenship_usd: e.target.value }))}
          />
          <TextField
            label="Oturma izni eşiği (USD)"
            inputMode="numeric"
            value={amounts.residence_usd}
            error={errors.residence_usd}
            onChange={(e) => setAmounts((a) => ({ ...a, residence_usd: e.target.value }))}
          />
          <TextField
            label="Eşiklerin belirlendiği tarih"
            type="date"
            value={asOf}
            error={errors.as_of}
            onChange={(e) => setAsOf(e.target.value)}
          />
        </FormGrid>
        {LANGS.map((lang) => (
          <TextAreaField
            key={lang}
            label={`Açıklama (${LANGUAGE_NAMES[lang]})`}
            rows={3}
            maxLength={FOREIGN_BUYER_LIMITS.text}
            value={text[lang]}
            error={errors[lang]}
            onChange={(e) => setText((t) => ({ ...t, [lang]: e.target.value }))}
          />
        ))}
        <div className="adm-actions adm-section__foot">
          <Button type="submit" disabled={saving || !loaded}>
            {saving ? 'Kaydediliyor...' : 'Eşikleri kaydet'}
          </Button>
          <SaveNote answer={note.answer} />
        </div>
      </FormSection>
    </form>
  );
}
