// The home page's project showcase (SPEC §4): which project, which of the six sub-views, the gallery
// page, the cover slide and the floor plan. Stepping is clamped; choosing a project starts it over.
import { create } from 'zustand';

export const SUB_VIEWS = [
  'overview',
  'technicalInfo',
  'floorPlans',
  'location',
  'architecture',
  'gallery',
] as const;
export type SubView = (typeof SUB_VIEWS)[number];
export const LAST_VIEW = SUB_VIEWS.length - 1;
export const GALLERY_PAGE_SIZE = 8;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/** Number of gallery pages for this many images (at least one). */
export function galleryPageCount(images: number): number {
  return Math.max(1, Math.ceil(images / GALLERY_PAGE_SIZE));
}

interface ShowcaseState {
  project: number;
  view: number;
  galleryPage: number;
  slide: number;
  plan: number;
  selectProject: (index: number) => void;
  nextView: () => void;
  previousView: () => void;
  setView: (index: number) => void;
  setGalleryPage: (page: number, imageCount: number) => void;
  setSlide: (index: number) => void;
  setPlan: (index: number) => void;
  reset: () => void;
}

const START = { project: 0, view: 0, galleryPage: 0, slide: 0, plan: 0 };

export const useShowcaseStore = create<ShowcaseState>((set, get) => ({
  ...START,
  selectProject: (index) => set({ ...START, project: Math.max(0, index) }),
  nextView: () => set({ view: clamp(get().view + 1, 0, LAST_VIEW) }),
  previousView: () => set({ view: clamp(get().view - 1, 0, LAST_VIEW) }),
  setView: (index) => set({ view: clamp(index, 0, LAST_VIEW) }),
  setGalleryPage: (page, imageCount) =>
    set({ galleryPage: clamp(page, 0, galleryPageCount(imageCount) - 1) }),
  setSlide: (index) => set({ slide: Math.max(0, index) }),
  setPlan: (index) => set({ plan: Math.max(0, index) }),
  reset: () => set(START),
}));
