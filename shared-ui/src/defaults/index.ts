// Built-in content for settings, sliders, about and the Instagram banner: the one place both the API
// (empty or unreadable database) and the sites (failed fetch) take their defaults from.
import type { About, InstagramBanner, SiteSettings, Slider } from '../api/models';
import defaults from './site-defaults.json';

export const DEFAULT_SETTINGS = defaults.settings as SiteSettings;
export const DEFAULT_SLIDERS = defaults.sliders as Slider[];
export const DEFAULT_ABOUT = defaults.about as About;
export const DEFAULT_BANNER = defaults.banner as InstagramBanner;
