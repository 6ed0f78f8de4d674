// Shapes of the sample content. They mirror shared-ui/src/api/models.ts (SPEC §3, snake_case) without the
// database fields (id, created_at, updated_at). Every image field holds an artwork key ('art:...'), drawn by
// renderArtwork(key) (at the package's build), stored by the API's seeding hook and replaced with its URL.

export type Localized = { tr: string; en: string; ru: string };
export type ProjectStatus = 'completed' | 'ongoing' | 'planned';

/** An image field: an artwork key such as 'art:facade:goksu1:1' (see artwork/index.ts). */
export type ArtworkKey = `art:${string}`;

export interface SeedProjectUnit {
  type: Localized;
  count: number;
  area: string;
  description: string;
}
export interface SeedTechnicalInfo {
  description: Localized;
  total_units: number;
  iskan_date: string;
  units: SeedProjectUnit[];
}
export interface SeedFeature {
  title: Localized;
  description: Localized;
}
export interface SeedPlan {
  name: Localized;
  image: ArtworkKey;
  area: string;
  rooms: string;
}
export interface SeedNearby {
  name: Localized;
  distance: string;
}
export interface SeedLocation {
  description: Localized;
  map_image: ArtworkKey;
  nearby: SeedNearby[];
}

export interface SeedProject {
  slug: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  logo: ArtworkKey;
  cover_images: ArtworkKey[];
  featured: boolean;
  status: ProjectStatus;
  video_url: string;
  gallery: ArtworkKey[];
  location_image: ArtworkKey;
  architecture_image: ArtworkKey;
  technical_info: SeedTechnicalInfo;
  features: SeedFeature[];
  plans: SeedPlan[];
  location: SeedLocation;
  architecture: { title: Localized; description: Localized };
}

export interface SeedPost {
  slug: string;
  title: Localized;
  excerpt: Localized;
  content: Localized;
  image: ArtworkKey;
  category: 'Projeler' | 'Şirket' | 'Rehber' | 'Şehir';
  /** Each tag in the three languages (a name may read the same). */
  tags: Localized[];
  author: string;
  featured: boolean;
  published: boolean;
  /** Full ISO timestamp. */
  date: string;
  meta_title: Localized;
  meta_description: Localized;
}

export interface SeedSlider {
  order: number;
  active: boolean;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  cta_text: Localized;
  cta_link: string;
  media_type: 'image' | 'video';
  media_url: string;
  image_url: ArtworkKey;
}
export interface SeedAbout {
  image: ArtworkKey;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  mission: Localized;
  vision: Localized;
}
export interface SeedBanner {
  active: boolean;
  text: Localized;
  link: string;
  background_image: ArtworkKey;
}
export interface SeedSettings {
  site_name: Localized;
  meta_title: Localized;
  meta_description: Localized;
  meta_keywords: Localized;
  address: Localized;
  logo: ArtworkKey;
  favicon: ArtworkKey;
  contact_email: string;
  contact_phone: string;
  contact_whatsapp: string;
  social_facebook: string;
  social_instagram: string;
  social_twitter: string;
  social_linkedin: string;
  social_youtube: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
  font_size_base: string;
}
