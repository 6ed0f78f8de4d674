import { emptyLocalized, type Localized, type MediaType, type Slider } from '@konak/shared-ui';
import { isLink, missingLangs, missingMessage, toInt } from '../../../components/form-rules';

export type SliderPayload = Omit<Slider, 'id'>;
export interface SliderDraft extends Omit<SliderPayload, 'order'> {
  order: string;
}

const loc = (v: unknown): Localized => {
  const o = (typeof v === 'string' ? { tr: v } : (v ?? {})) as Partial<Localized>;
  return { tr: o.tr ?? '', en: o.en ?? '', ru: o.ru ?? '' };
};

export function emptySlider(nextOrder = 1): SliderDraft {
  return {
    order: String(nextOrder),
    active: true,
    title: emptyLocalized(),
    subtitle: emptyLocalized(),
    description: emptyLocalized(),
    cta_text: emptyLocalized(),
    cta_link: '',
    media_type: 'image',
    media_url: '',
    image_url: '',
  };
}

export function fromSlider(s: Slider): SliderDraft {
  return {
    order: String(s.order ?? ''),
    active: s.active !== false,
    title: loc(s.title),
    subtitle: loc(s.subtitle),
    description: loc(s.description),
    cta_text: loc(s.cta_text),
    cta_link: s.cta_link ?? '',
    media_type: (s.media_type as MediaType) ?? 'image',
    media_url: s.media_url ?? '',
    image_url: s.image_url ?? '',
  };
}

export const toPayload = (d: SliderDraft): SliderPayload => ({ ...d, order: toInt(d.order), cta_link: d.cta_link.trim(), media_url: d.media_url.trim() });

export function validateSlider(d: SliderDraft): string[] {
  const errors: string[] = [];
  if (!/^-?\d+$/.test(d.order.trim())) errors.push('Sıra bir tam sayı olmalı (1 = ana görsel, 2 = tanıtım bölümü)');
  const missing = missingLangs(d.title, d.description);
  if (missing.length) errors.push(missingMessage('Başlık ve açıklama', missing));
  if (d.cta_link.trim() && !isLink(d.cta_link)) errors.push('Buton bağlantısı https://, http://, mailto:, tel: ile ya da / veya # ile başlamalı');
  if (d.media_type === 'video' && d.media_url.trim() && !isLink(d.media_url)) errors.push('Video adresi geçerli bir bağlantı olmalı');
  return errors;
}
