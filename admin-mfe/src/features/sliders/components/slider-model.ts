import { emptyLocalized, type Localized, type MediaType, type Slider } from '@konak/shared-ui';
import { toInt } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import type { Problem } from '../../../components/use-form-errors';

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

export const toPayload = (d: SliderDraft): SliderPayload => ({
  ...d,
  order: toInt(d.order),
  cta_link: d.cta_link.trim(),
  media_url: d.media_url.trim(),
});

export function validateSlider(d: SliderDraft): Problem[] {
  const p = new Problems();
  if (!/^-?\d+$/.test(d.order.trim()))
    p.add('order', 'Sıra bir tam sayı olmalı (1 = ana görsel, 2 = tanıtım bölümü)', true);
  p.langs('title', 'Başlık', d.title).langs('description', 'Açıklama', d.description);
  p.link('cta_link', 'Buton bağlantısı', d.cta_link);
  if (d.media_type === 'video') p.media('media_url', 'Video', d.media_url);
  p.media('image_url', 'Görsel', d.image_url);
  return p.list;
}
