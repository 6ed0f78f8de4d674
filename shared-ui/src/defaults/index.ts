// Built-in content for settings, sliders, about and the Instagram banner, which the sites show when a read
// fails: @konak/contract's, the same the API answers with an empty or unreadable database.
import { SITE_DEFAULTS } from '@konak/contract';
import type { About, InstagramBanner, SiteSettings, Slider } from '../api/models';

export const DEFAULT_SETTINGS = SITE_DEFAULTS.settings as SiteSettings;
export const DEFAULT_SLIDERS = SITE_DEFAULTS.sliders as Slider[];
export const DEFAULT_ABOUT = SITE_DEFAULTS.about as About;
export const DEFAULT_BANNER = SITE_DEFAULTS.banner as InstagramBanner;
