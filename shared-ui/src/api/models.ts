// The shapes the API answers with (SPEC §3, snake_case). Kept in step with the API's OpenAPI document.

export type Lang = 'tr' | 'en' | 'ru';
export const LANGS: readonly Lang[] = ['tr', 'en', 'ru'];
/** A text in the three languages. The public side also tolerates a plain string. */
export type Localized = { tr: string; en: string; ru: string };
export type LocalizedInput = Localized | string;

export type ProjectStatus = 'completed' | 'ongoing' | 'planned';

export interface ProjectUnit {
  type: Localized;
  count: number;
  area: string;
  description: string;
}
export interface TechnicalInfo {
  description: Localized;
  total_units: number;
  iskan_date: string;
  units: ProjectUnit[];
}
export interface ProjectFeature {
  title: Localized;
  description: Localized;
}
export interface ProjectPlan {
  name: Localized;
  image: string;
  area: string;
  rooms: string;
}
export interface NearbyPlace {
  name: Localized;
  distance: string;
}
export interface ProjectLocation {
  description: Localized;
  map_image: string;
  nearby: NearbyPlace[];
}
export interface ProjectArchitecture {
  title: Localized;
  description: Localized;
}
export interface Project {
  id: number;
  slug: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  logo: string;
  cover_images: string[];
  featured: boolean;
  status: ProjectStatus;
  video_url: string;
  gallery: string[];
  location_image: string;
  architecture_image: string;
  technical_info: TechnicalInfo;
  features: ProjectFeature[];
  plans: ProjectPlan[];
  location: ProjectLocation;
  architecture: ProjectArchitecture;
  created_at: string;
  updated_at: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  content: Localized;
  image: string;
  category: string;
  tags: string[];
  author: string;
  featured: boolean;
  published: boolean;
  date: string;
  meta_title: Localized;
  meta_description: Localized;
  created_at: string;
  updated_at: string;
}

export type MediaType = 'image' | 'video';
export interface Slider {
  id: number;
  order: number;
  active: boolean;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  cta_text: Localized;
  cta_link: string;
  media_type: MediaType;
  media_url: string;
  image_url: string;
}

export interface About {
  id: number;
  image: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  mission: Localized;
  vision: Localized;
}

export interface InstagramBanner {
  id: number;
  active: boolean;
  text: Localized;
  link: string;
  background_image: string;
}

export const FONT_CHOICES = [
  'Playfair Display',
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Raleway',
  'Merriweather',
  'PT Serif',
] as const;
export type FontChoice = (typeof FONT_CHOICES)[number];

export interface SiteSettings {
  site_name: Localized;
  meta_title: Localized;
  meta_description: Localized;
  meta_keywords: Localized;
  address: Localized;
  logo: string;
  favicon: string;
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
  heading_font: FontChoice;
  body_font: FontChoice;
  font_size_base: string;
}

export type ContactStatus = 'new' | 'contacted' | 'closed';
export const CONTACT_STATUSES: readonly ContactStatus[] = ['new', 'contacted', 'closed'];
export interface ContactRequest {
  id: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  project: string;
  language: Lang;
  status: ContactStatus;
  created_at: string;
}
export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message?: string;
  project?: string;
  language?: Lang;
  /** Honeypot: left empty by people, filled by bots. */
  website?: string;
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: 'admin';
  created_at: string;
}

export interface LoginResponse {
  access_token: string;
}
export interface UploadResponse {
  url: string;
}
export interface UploadManyResponse {
  urls: string[];
}

/** SPEC's error body: a string, or a list of validation items. */
export interface ApiErrorBody {
  detail?: string | { loc?: (string | number)[]; msg: string; type?: string }[] | unknown;
}
