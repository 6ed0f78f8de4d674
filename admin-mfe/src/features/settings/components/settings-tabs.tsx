import { FONT_CHOICES, type FontChoice, type SiteSettings } from '@konak/shared-ui';
import { imageToasts } from '../../../components/image-toasts';
import {
  FormGrid,
  FormImageField,
  FormLanguageTabs,
  FormTextField,
  LocalizedInput,
  SelectField,
  useFieldError,
} from '../../../components/fields';
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
      <FormLanguageTabs missing={missingLangs(draft.site_name)} fields={['site_name']}>
        {(lang) => (
          <LocalizedInput
            name="site_name"
            label="Site adı"
            lang={lang}
            required
            value={draft.site_name}
            onChange={(site_name) => patch({ site_name })}
            hint="Tarayıcı sekmesinde ve başlıkta görünür."
          />
        )}
      </FormLanguageTabs>
      <FormImageField
        name="logo"
        label="Logo"
        value={draft.logo}
        onChange={(logo) => patch({ logo })}
        {...imageToasts}
      />
      <FormImageField
        name="favicon"
        label="Favicon (sekme simgesi)"
        value={draft.favicon}
        onChange={(favicon) => patch({ favicon })}
        {...imageToasts}
      />
    </>
  );
}

export function ThemeTab({ draft, patch }: SettingsTabProps) {
  return (
    <>
      <div className="adm-colors">
        {COLOR_FIELDS.map(([key, label]) => (
          <ColorField
            key={key}
            name={key}
            label={label}
            value={draft[key]}
            onChange={(value) => patch({ [key]: value })}
          />
        ))}
      </div>
      <FormGrid>
        <SelectField
          label="Başlık yazı tipi"
          value={draft.heading_font}
          options={FONTS}
          onChange={(heading_font) => patch({ heading_font })}
        />
        <SelectField
          label="Metin yazı tipi"
          value={draft.body_font}
          options={FONTS}
          onChange={(body_font) => patch({ body_font })}
        />
        <FormTextField
          name="font_size_base"
          label="Temel yazı boyutu"
          value={draft.font_size_base}
          maxLength={MAX.short}
          onChange={(e) => patch({ font_size_base: e.target.value })}
          hint="Örn. 16px veya 1rem"
        />
      </FormGrid>
      <div
        className="adm-theme-sample"
        style={{
          background: draft.background_color,
          color: draft.text_color,
          fontSize: draft.font_size_base,
        }}
      >
        <strong style={{ fontFamily: draft.heading_font, color: draft.secondary_color }}>Örnek başlık</strong>
        <span style={{ fontFamily: draft.body_font }}>
          Sitedeki metinler bu renk ve yazı tipiyle görünür.
        </span>
        <span className="adm-theme-sample__btn" style={{ background: draft.primary_color }}>
          Buton
        </span>
      </div>
    </>
  );
}

/** A colour by picker or by code; a wrong code is marked at the field. */
function ColorField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const error = useFieldError(name);
  return (
    <div className="adm-color">
      <span className="adm-color__label">{label}</span>
      <div className="adm-color__row">
        <input
          type="color"
          aria-label={`${label} seçici`}
          value={COLOR_PATTERN.test(value) && value.length === 7 ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          type="text"
          aria-label={`${label} (hex)`}
          aria-invalid={error ? true : undefined}
          value={value}
          maxLength={7}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      {error && (
        <span className="kui-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function SeoTab({ draft, patch }: SettingsTabProps) {
  return (
    <FormLanguageTabs fields={['meta_title', 'meta_description', 'meta_keywords']}>
      {(lang) => (
        <>
          <LocalizedInput
            name="meta_title"
            label="Meta başlık"
            lang={lang}
            value={draft.meta_title}
            onChange={(meta_title) => patch({ meta_title })}
          />
          <LocalizedInput
            name="meta_description"
            label="Meta açıklama"
            lang={lang}
            rows={3}
            value={draft.meta_description}
            onChange={(meta_description) => patch({ meta_description })}
          />
          <LocalizedInput
            name="meta_keywords"
            label="Anahtar kelimeler"
            lang={lang}
            value={draft.meta_keywords}
            onChange={(meta_keywords) => patch({ meta_keywords })}
            hint="Virgülle ayırın."
          />
        </>
      )}
    </FormLanguageTabs>
  );
}

export function ContactTab({ draft, patch }: SettingsTabProps) {
  return (
    <>
      <FormGrid>
        <FormTextField
          name="contact_email"
          label="E-posta"
          type="email"
          value={draft.contact_email}
          maxLength={MAX.email}
          onChange={(e) => patch({ contact_email: e.target.value })}
        />
        <FormTextField
          name="contact_phone"
          label="Telefon"
          type="tel"
          value={draft.contact_phone}
          maxLength={MAX.short}
          onChange={(e) => patch({ contact_phone: e.target.value })}
        />
        <FormTextField
          name="contact_whatsapp"
          label="WhatsApp"
          type="tel"
          value={draft.contact_whatsapp}
          maxLength={MAX.short}
          onChange={(e) => patch({ contact_whatsapp: e.target.value })}
        />
      </FormGrid>
      <FormLanguageTabs fields={['address']}>
        {(lang) => (
          <LocalizedInput
            name="address"
            label="Adres"
            lang={lang}
            rows={2}
            value={draft.address}
            onChange={(address) => patch({ address })}
          />
        )}
      </FormLanguageTabs>
    </>
  );
}

export function SocialTab({ draft, patch }: SettingsTabProps) {
  return (
    <FormGrid>
      {SOCIAL_FIELDS.map(([key, label]) => (
        <FormTextField
          key={key}
          name={key}
          label={label}
          type="url"
          placeholder="https://…"
          value={draft[key]}
          maxLength={MAX.url}
          onChange={(e) => patch({ [key]: e.target.value })}
        />
      ))}
    </FormGrid>
  );
}
