// @konak/sample-content: the sample projects, posts and singletons of the company's site (SPEC §1, §9)
// with the artwork the project draws itself. Not part of the API: the API's seeding hook imports this
// package at run time, on an empty database, when it is installed and SEED_SAMPLE_CONTENT is on, and
// stores what sampleContent() hands it through its own upload folder and entities.
import path from 'node:path';
import {
  allArtworkKeys,
  resolveArtwork,
  sampleSingletons,
  SAMPLE_POSTS,
  SAMPLE_PROGRESS,
  SAMPLE_UNITS,
  SAMPLE_PAYMENT_PLANS,
  SAMPLE_PROJECTS,
  SAMPLE_KVKK_NOTICE,
  SAMPLE_FOREIGN_BUYERS,
} from './content/index.js';
import type {
  Localized,
  SeedAbout,
  SeedBanner,
  SeedPost,
  SeedProgressUpdate,
  SeedProjectUnits,
  SeedProjectPaymentPlans,
  SeedForeignBuyers,
  SeedProject,
  SeedSettings,
  SeedSlider,
  SiteDefaults,
} from './content/index.js';
import { prepareImage, readManifest, type PreparedImage } from './images/prepared.js';

export type { PreparedImage } from './images/prepared.js';
export type * from './content/types.js';
export type { SiteDefaults } from './content/index.js';

export interface SampleContentInput {
  /** The API's built-in settings, sliders, about and banner, which the sample dresses with artwork. */
  defaults: SiteDefaults;
  /** Stores one image and answers its URL. */
  storeImage: (image: PreparedImage) => Promise<string>;
  /** The widths the caller keeps beside each image; prepared copies come only when they match. */
  imageWidths: readonly number[];
  /** Draws a key instead of using the build's images (tests pass a tiny stand-in). */
  render?: (key: string) => Promise<Buffer>;
  /** Images stored at once. */
  concurrency?: number;
}

/** The records to write, every artwork key replaced by the URL storeImage answered. */
export interface SampleContent {
  settings: SeedSettings;
  about: SeedAbout;
  banner: SeedBanner;
  sliders: SeedSlider[];
  projects: SeedProject[];
  posts: SeedPost[];
  /** Construction progress of the ongoing projects, each naming its project by slug. */
  progress: SeedProgressUpdate[];
  /** Blocks and units of every project, each naming its project by slug. */
  units: SeedProjectUnits[];
  /** Payment plans of some projects, each naming its project by slug. */
  payment_plans: SeedProjectPaymentPlans[];
  /** The KVKK notice in Turkish, English and Russian (the Turkish is the API's version 1). */
  kvkk: Localized;
  /** The foreign buyers' thresholds and their text (decision 0198). */
  foreign_buyers: SeedForeignBuyers;
  /** How many images were stored. */
  images: number;
}

/** Where the build put the drawn images (dist/drawn beside this file once compiled). */
const artworkDir = () => path.join(__dirname, 'drawn');

export async function sampleContent({
  defaults,
  storeImage,
  imageWidths,
  render,
  concurrency = 4,
}: SampleContentInput): Promise<SampleContent> {
  const dir = render ? '' : artworkDir();
  const manifest = render ? null : readManifest(dir);
  const keys = allArtworkKeys();
  const urls = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      urls.set(
        key,
        await storeImage(await prepareImage(key, { dir, manifest, widths: imageWidths, render })),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const url = (key: string) => urls.get(key) ?? '';
  const singletons = resolveArtwork(sampleSingletons(defaults), url);
  return {
    ...singletons,
    projects: resolveArtwork(SAMPLE_PROJECTS, url),
    posts: resolveArtwork(SAMPLE_POSTS, url),
    progress: resolveArtwork(SAMPLE_PROGRESS, url),
    units: SAMPLE_UNITS,
    payment_plans: SAMPLE_PAYMENT_PLANS,
    kvkk: SAMPLE_KVKK_NOTICE,
    foreign_buyers: SAMPLE_FOREIGN_BUYERS,
    images: urls.size,
  };
}
