// Sliders, about, Instagram banner and site settings: the API's built-in defaults (handed over by the
// API's seeding hook, which owns them) dressed with artwork keys.
import type { Localized, SeedAbout, SeedBanner, SeedSettings, SeedSlider } from './types.js';

/** The API's built-in singletons, as its `siteDefaults` answers them. */
export interface SiteDefaults {
  settings: Omit<SeedSettings, 'logo' | 'favicon'> & { logo: string; favicon: string };
  sliders: (Omit<SeedSlider, 'image_url' | 'media_type'> & {
    id?: number;
    image_url: string;
    media_type: string;
  })[];
  about: Omit<SeedAbout, 'image'> & { id?: number; image: string };
  banner: Omit<SeedBanner, 'background_image'> & { id?: number; background_image: string };
}

export interface SampleSingletons {
  sliders: SeedSlider[];
  about: SeedAbout;
  banner: SeedBanner;
  settings: SeedSettings;
}

const HERO = 'art:hero';
const sliderImages: Record<number, SeedSlider['image_url']> = {
  1: HERO,
  2: 'art:interior:living:intro',
};
const ABOUT_IMAGE = 'art:facade:goksu1:8';
const BANNER_IMAGE = 'art:banner';
const LOGO = 'art:logo:konak';
const FAVICON = 'art:favicon';

/** Every artwork key the singletons can use (prerendered with the rest). */
export const SINGLETON_ARTWORK: string[] = [
  ...new Set([HERO, ...Object.values(sliderImages), ABOUT_IMAGE, BANNER_IMAGE, LOGO, FAVICON]),
];

export function sampleSingletons(defaults: SiteDefaults): SampleSingletons {
  const { id: _aboutId, ...about } = defaults.about;
  const { id: _bannerId, ...banner } = defaults.banner;
  return {
    sliders: defaults.sliders.map(({ id: _id, ...slider }) => ({
      ...slider,
      media_type: slider.media_type === 'video' ? 'video' : 'image',
      image_url: sliderImages[slider.order] ?? HERO,
    })),
    about: { ...about, image: ABOUT_IMAGE },
    banner: { ...banner, background_image: BANNER_IMAGE },
    settings: { ...defaults.settings, logo: LOGO, favicon: FAVICON },
  };
}

/** Every localized text of the singletons, for checks. */
export function singletonTexts({ sliders, about, banner, settings }: SampleSingletons): Localized[] {
  return [
    ...sliders.flatMap((s) => [s.title, s.subtitle, s.description, s.cta_text]),
    about.title,
    about.subtitle,
    about.description,
    about.mission,
    about.vision,
    banner.text,
    settings.site_name,
    settings.meta_title,
    settings.meta_description,
    settings.meta_keywords,
    settings.address,
  ];
}
