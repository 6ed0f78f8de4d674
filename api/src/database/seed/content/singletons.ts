// Sliders, about, Instagram banner and site settings: the built-in defaults of shared-ui plus artwork keys.
import { createRequire } from 'node:module';
import type { Localized, SeedAbout, SeedBanner, SeedSettings, SeedSlider } from './types.js';

interface SiteDefaults {
  settings: Omit<SeedSettings, 'logo' | 'favicon'> & { logo: string; favicon: string };
  sliders: (Omit<SeedSlider, 'image_url'> & { id?: number; image_url: string })[];
  about: Omit<SeedAbout, 'image'> & { id?: number; image: string };
  banner: Omit<SeedBanner, 'background_image'> & { id?: number; background_image: string };
}

function loadDefaults(): SiteDefaults {
  const require = createRequire(import.meta.url);
  try {
    return require('@konak/shared-ui/src/defaults/site-defaults.json') as SiteDefaults;
  } catch {
    // Same file by path (src/ and dist/ sit at the same depth under api/).
    return require('../../../../../shared-ui/src/defaults/site-defaults.json') as SiteDefaults;
  }
}

const defaults = loadDefaults();

const sliderImages: Record<number, SeedSlider['image_url']> = {
  1: 'art:hero',
  2: 'art:interior:living:intro',
};

export const SAMPLE_SLIDERS: SeedSlider[] = defaults.sliders.map(({ id: _id, ...slider }) => ({
  ...slider,
  media_type: slider.media_type === 'video' ? 'video' : 'image',
  image_url: sliderImages[slider.order] ?? 'art:hero',
}));

const { id: _aboutId, ...about } = defaults.about;
export const SAMPLE_ABOUT: SeedAbout = { ...about, image: 'art:facade:goksu1:8' };

const { id: _bannerId, ...banner } = defaults.banner;
export const SAMPLE_BANNER: SeedBanner = { ...banner, background_image: 'art:banner' };

export const SAMPLE_SETTINGS: SeedSettings = {
  ...defaults.settings,
  logo: 'art:logo:konak',
  favicon: 'art:favicon',
};

/** Every localized text of the singletons, for checks. */
export function singletonTexts(): Localized[] {
  return [
    ...SAMPLE_SLIDERS.flatMap((s) => [s.title, s.subtitle, s.description, s.cta_text]),
    SAMPLE_ABOUT.title,
    SAMPLE_ABOUT.subtitle,
    SAMPLE_ABOUT.description,
    SAMPLE_ABOUT.mission,
    SAMPLE_ABOUT.vision,
    SAMPLE_BANNER.text,
    SAMPLE_SETTINGS.site_name,
    SAMPLE_SETTINGS.meta_title,
    SAMPLE_SETTINGS.meta_description,
    SAMPLE_SETTINGS.meta_keywords,
    SAMPLE_SETTINGS.address,
  ];
}
