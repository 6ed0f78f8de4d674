// Where the slider's button leads, as a choice of the site's pages (the address is shown, not asked
// for); "another address" opens a field for a web address, checked as it is typed.
import { useState } from 'react';
import { FormTextField, SelectField } from '../../../components/fields';
import { MAX } from '../../../components/form-rules';

export const CTA_PAGES = [
  { value: '', label: 'Buton yok' },
  { value: '/projeler', label: 'Projeler sayfası' },
  { value: '/#projeler', label: 'Ana sayfada projeler bölümü' },
  { value: '/hakkimizda', label: 'Hakkımızda sayfası' },
  { value: '/blog', label: 'Blog sayfası' },
  { value: '/iletisim', label: 'İletişim sayfası' },
] as const;
const OTHER = 'other';

export function CtaLinkField({ value, onChange }: { value: string; onChange: (link: string) => void }) {
  const listed = CTA_PAGES.some((p) => p.value === value.trim());
  const [other, setOther] = useState(!listed);
  const choice = other ? OTHER : value.trim();
  return (
    <>
      <SelectField
        label="Buton nereye gitsin?"
        value={choice}
        options={[
          ...CTA_PAGES.map((p) => ({ value: p.value, label: p.value ? `${p.label} (${p.value})` : p.label })),
          { value: OTHER, label: 'Başka bir adres…' },
        ]}
        onChange={(next) => {
          setOther(next === OTHER);
          onChange(next === OTHER ? '' : next);
        }}
      />
      {other && (
        <FormTextField
          name="cta_link"
          label="Buton bağlantısı"
          value={value}
          maxLength={MAX.url}
          placeholder="https://…"
          hint="Bir web adresi (https://…) ya da sitedeki bir sayfanın adresi (/projeler/…)."
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </>
  );
}
