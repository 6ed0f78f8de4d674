import { FONT_CHOICES, ImageField, LanguageTabs, TextField, type FontChoice, type SiteSettings } from '@konak/shared-ui';
import { imageToasts } from '../../../components/image-toasts';
import { FormGrid, LocalizedInput, SelectField } from '../../../components/fields';
import { MAX, missingLangs } from '../../../components/form-rules';
import { COLOR_FIELDS, COLOR_PATTERN, SOCIAL_FIELDS } from './settings-rules';

export interface SettingsTabProps {
  draft: SiteSettings;
  patch: (part: Partial<SiteSettings>) => void;
}

const FONTS = FONT_CHOICES.map((f) => ({ value: f as FontChoice, label: f }));

export function GeneralTab({ draft, patch }: SettingsTabProps) {
  return (
    <>
      <LanguageTabs missing={missingLangs(draft.site_name)}>
        {(lang) => (
          <LocalizedInput label="Site adı" lang={lang} required value={draft.site_name} onChange={(site_name) => patch({ site_name })} hint="Tarayıcı sekmesinde ve başlıkta görünür." />
        )}
      </LanguageTabs>
      <ImageField label="Logo" value={draft.logo} onChange={(logo) => patch({ logo })} {...imageToasts} />
      <ImageField label="Favicon (sekme simgesi)" value={draft.favicon} onChange={(favicon) => patch({ favicon })} {...imageToasts} />
    </>
  );
}

export function ThemeTab({ draft, patch }: SettingsTabProps) {
  return (
    <>
      <div className="adm-colors">
        {COLOR_FIELDS.map(([key, label]) => (
          <div key={key} className="adm-color">
            <span className="adm-color__label">{label}</span>
            <div className="adm-color__row">
              <input type="color" aria-label={`${label} seçici`} value={COLOR_PATTERN.test(draft[key]) && draft[key].length === 7 ? draft[key] : '#000000'} onChange={(e) => patch({ [key]: e.target.value })} />
              <input type="text" aria-label={`${label} (hex)`} value={draft[key]} maxLength={7} onChange={(e) => patch({ [key]: e.target.value.trim() })} />
            </div>
          </div>
        ))}
      </div>
      <FormGrid>
        <SelectField label="Başlık yazı tipi" value={draft.heading_font} options={FONTS} onChange={(heading_font) => patch({ heading_font })} />
        <SelectField label="Metin yazı tipi" value={draft.body_font} options={FONTS} onChange={(body_font) => patch({ body_font })} />
        <TextField label="Temel yazı boyutu" value={draft.font_size_base} maxLength={MAX.short} onChange={(e) => patch({ font_size_base: e.target.value })} hint="Örn. 16px veya 1rem" />
      </FormGrid>
      <div className="adm-theme-sample" style={{ background: draft.background_color, color: draft.text_color, fontSize: draft.font_size_base }}>
        <strong style={{ fontFamily: draft.heading_font, color: draft.secondary_color }}>Örnek başlık</strong>
        <span style={{ fontFamily: draft.body_font }}>Sitedeki metinler bu renk ve yazı tipiyle görünür.</span>
        <span className="adm-theme-sample__btn" style={{ background: draft.primary_color }}>
          Buton
        </span>
      </div>
    </>
  );
}

export function SeoTab({ draft, patch }: SettingsTabProps) {
  return (
    <LanguageTabs>
      {(lang) => (
        <>
          <LocalizedInput label="Meta başlık" lang={lang} value={draft.meta_title} onChange={(meta_title) => patch({ meta_title })} />
          <LocalizedInput label="Meta açıklama" lang={lang} rows={3} value={draft.meta_description} onChange={(meta_description) => patch({ meta_description })} />
          <LocalizedInput label="Anahtar kelimeler" lang={lang} value={draft.meta_keywords} onChange={(meta_keywords) => patch({ meta_keywords })} hint="Virgülle ayırın." />
        </>
      )}
    </LanguageTabs>
  );
}

export function ContactTab({ draft, patch }: SettingsTabProps) {
  return (
    <>
      <FormGrid>
        <TextField label="E-posta" type="email" value={draft.contact_email} maxLength={MAX.email} onChange={(e) => patch({ contact_email: e.target.value })} />
        <TextField label="Telefon" type="tel" value={draft.contact_phone} maxLength={MAX.short} onChange={(e) => patch({ contact_phone: e.target.value })} />
        <TextField label="WhatsApp" type="tel" value={draft.contact_whatsapp} maxLength={MAX.short} onChange={(e) => patch({ contact_whatsapp: e.target.value })} />
      </FormGrid>
      <LanguageTabs>{(lang) => <LocalizedInput label="Adres" lang={lang} rows={2} value={draft.address} onChange={(address) => patch({ address })} />}</LanguageTabs>
    </>
  );
}

export function SocialTab({ draft, patch }: SettingsTabProps) {
  return (
    <FormGrid>
      {SOCIAL_FIELDS.map(([key, label]) => (
        <TextField key={key} label={label} type="url" placeholder="https://…" value={draft[key]} maxLength={MAX.url} onChange={(e) => patch({ [key]: e.target.value })} />
      ))}
    </FormGrid>
  );
}
