// The seeding hook. An empty database gets the sample content (SPEC §1, §9) when SEED_SAMPLE_CONTENT is on
// and the @konak/sample-content package is installed (it is in this repository's workspace; a deployment
// of the API alone may leave it out). The API does not depend on that package and api/dist carries none
// of it: it is looked up by name at run time, hands over records with image files ready to store, and
// the API writes them through its own upload storage and entities. A database holding any content is left
// alone, so a second start adds nothing and content an administrator deleted never comes back.
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { About } from '../about/about.entity.js';
import { InstagramBanner } from '../banner/instagram-banner.entity.js';
import { KvkkNotice } from '../kvkk/kvkk-notice.entity.js';
import { noticeHash } from '../kvkk/kvkk.service.js';
import { KVKK_NOTICE_V1_TR } from './migrations/kvkk-notice-v1.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { IMAGE_WIDTHS, siteDefaults, type VersionedType } from '@konak/contract';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { Project } from '../projects/project.entity.js';
import { SiteSettings } from '../settings/site-settings.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import { withPlanKeys } from '../units/plan-keys.js';
import { ExchangeRates } from '../units/exchange-rates.entity.js';
import { seedUnits, type SampleProjectUnits } from '../units/sample-units.js';
import { seedPaymentPlans, type SamplePaymentPlans } from '../payment-plans/sample-payment-plans.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { ContentVersion } from '../versions/content-version.entity.js';
import { snapshotOf } from '../versions/snapshots.js';
import { baselineVersion } from '../versions/versions.service.js';

/** Held in a constant so that neither the compiler nor the bundle follows it: the one way in (lint). */
export const SAMPLE_CONTENT_PACKAGE = '@konak/sample-content';

/** What the API asks of the package (its src/index.ts implements it). */
export interface SampleContentPackage {
  sampleContent(input: {
    defaults: ReturnType<typeof siteDefaults>;
    storeImage: (image: PreparedImage) => Promise<string>;
    imageWidths: readonly number[];
    render?: (key: string) => Promise<Buffer>;
  }): Promise<{
    settings: object;
    about: object;
    banner: object;
    sliders: object[];
    projects: object[];
    posts: (object & { date: string })[];
    /** Construction progress updates, each naming its project by slug (older packages have none). */
    progress?: (object & { project_slug: string })[];
    /** Blocks and units, each naming its project by slug (older packages have none). */
    units?: SampleProjectUnits[];
    /** Payment plans, each naming its project by slug (older packages have none). */
    payment_plans?: SamplePaymentPlans[];
    /** The KVKK notice in the three languages (older packages have none). */
    kvkk?: { tr: string; en: string; ru: string };
    /** The foreign buyers' thresholds and their text (older packages have none). */
    foreign_buyers?: {
      residence_usd: number | null;
      citizenship_usd: number | null;
      as_of: string;
      text: { tr: string; en: string; ru: string };
    };
    images: number;
  }>;
}

/** An image the package drew at its build time, with the WebP copies the upload pipeline keeps. */
interface PreparedImage {
  bytes: Buffer;
  variants?: Record<number, Buffer>;
}

const CONTENT_ENTITIES: EntityTarget<ObjectLiteral>[] = [
  Project,
  BlogPost,
  Slider,
  About,
  InstagramBanner,
  SiteSettings,
];

async function importPackage(): Promise<SampleContentPackage | null> {
  try {
    const mod = (await import(SAMPLE_CONTENT_PACKAGE)) as SampleContentPackage & {
      default?: SampleContentPackage;
    };
    return typeof mod.sampleContent === 'function' ? mod : (mod.default ?? null);
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
      String((error as Error).message).includes(SAMPLE_CONTENT_PACKAGE)
    )
      return null;
    throw error;
  }
}

/** The package's progress updates as rows of their projects, each project's in the package's order
 *  (newest first); an update naming no sample project is left out. */
function progressRecords(
  updates: (object & { project_slug: string })[],
  projects: Project[],
  manager: EntityManager,
): ProgressUpdate[] {
  const ids = new Map(projects.map((p) => [p.slug, p.id]));
  const positions = new Map<number, number>();
  return updates.flatMap(({ project_slug, ...update }) => {
    const project_id = ids.get(project_slug);
    if (project_id === undefined) return [];
    const position = positions.get(project_id) ?? 0;
    positions.set(project_id, position + 1);
    return [manager.create(ProgressUpdate, { ...update, project_id, position })];
  });
}

@Injectable()
export class SampleContentSeeder {
  /** Where the content comes from; tests may swap it. */
  load: () => Promise<SampleContentPackage | null> = importPackage;
  /** Draws an artwork key instead of the package's prepared images (tests use a tiny stand-in). */
  render?: (key: string) => Promise<Buffer>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async isEmpty(): Promise<boolean> {
    for (const entity of CONTENT_ENTITIES)
      if ((await this.dataSource.getRepository(entity).count()) > 0) return false;
    return true;
  }

  /** Seeds when no content exists and the package is installed; answers whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    if (!(await this.isEmpty())) return false;
    const pkg = await this.load();
    if (!pkg) {
      console.log(
        `Sample content: ${SAMPLE_CONTENT_PACKAGE} is not installed (or not built), the site starts empty`,
      );
      return false;
    }
    const started = Date.now();
    const content = await pkg.sampleContent({
      defaults: siteDefaults(),
      storeImage: (image) => this.store(image),
      imageWidths: IMAGE_WIDTHS,
      render: this.render,
    });
    await this.dataSource.transaction(async (manager) => {
      const settings = await manager.save(SiteSettings, manager.create(SiteSettings, content.settings));
      const about = await manager.save(About, manager.create(About, content.about));
      const banner = await manager.save(InstagramBanner, manager.create(InstagramBanner, content.banner));
      const sliders = await manager.save(
        Slider,
        content.sliders.map((s) => manager.create(Slider, s)),
      );
      const projects = await manager.save(
        Project,
        // Plans get their keys as any save gives them (units name their type by key).
        content.projects.map((p, position) =>
          manager.create(Project, {
            ...p,
            position,
            plans: withPlanKeys((p as { plans?: { key?: string }[] }).plans ?? []),
          }),
        ),
      );
      await manager.save(ProgressUpdate, progressRecords(content.progress ?? [], projects, manager));
      await seedUnits(manager, content.units ?? [], projects);
      await seedPaymentPlans(manager, content.payment_plans ?? [], projects);
      // The thresholds live with the exchange rates, which the office sets itself (none are seeded).
      if (content.foreign_buyers) {
        const f = content.foreign_buyers;
        await manager.save(
          ExchangeRates,
          manager.create(ExchangeRates, {
            residence_usd: f.residence_usd,
            citizenship_usd: f.citizenship_usd,
            thresholds_as_of: f.as_of,
            foreign_buyer_text: f.text,
          }),
        );
      }
      const posts = await manager.save(
        BlogPost,
        content.posts.map((p) => manager.create(BlogPost, { ...p, date: new Date(p.date) })),
      );
      // Every item starts with its seeded state as version 1, so the first edit can be undone (issue 26).
      const baselines = (
        [
          ['settings', [settings]],
          ['about', [about]],
          ['banner', [banner]],
          ['slider', sliders],
          ['project', projects],
          ['blog_post', posts],
        ] as [VersionedType, { id: number }[]][]
      ).flatMap(([type, items]) =>
        items.map((item) => baselineVersion(type, item.id, snapshotOf(type, item))),
      );
      for (let i = 0; i < baselines.length; i += 100)
        await manager.insert(ContentVersion, baselines.slice(i, i + 100) as never);
    });
    if (content.kvkk) await this.seedKvkkNotice(content.kvkk);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Sample content: seeded ${content.projects.length} projects, ${content.posts.length} posts and ${content.images} images in ${seconds} s`,
    );
    return true;
  }

  /** The sample's KVKK notice in three languages (issue 26), as the next version — only while the notice
   *  in force is the Turkish-only version 1 the migration wrote (an office's own text is never replaced). */
  private async seedKvkkNotice(text: { tr: string; en: string; ru: string }) {
    const notices = this.dataSource.getRepository(KvkkNotice);
    const current = await notices.findOne({ where: {}, order: { id: 'DESC' } });
    if (current && (current.text.en || current.text.ru || current.text.tr !== KVKK_NOTICE_V1_TR)) return;
    await notices.save(notices.create({ text, hash: noticeHash(text), created_by: '' }));
  }

  /**
   * The package's own pictures, drawn at its build time with the copies the upload pipeline would make:
   * stored as they are, under a name like any upload's. Anything else — no copies, other widths, a
   * format the pipeline would not keep — goes through storeImage like a visitor's upload.
   */
  private async store({ bytes, variants }: PreparedImage): Promise<string> {
    const widths = Object.keys(variants ?? {}).map(Number);
    const complete = widths.length === IMAGE_WIDTHS.length && IMAGE_WIDTHS.every((w) => widths.includes(w));
    const format = complete ? (await sharp(bytes).metadata()).format : undefined;
    const ext = format === 'jpeg' ? 'jpg' : format === 'png' ? 'png' : null;
    if (!variants || !ext) return this.uploads.storeImage(bytes);
    // Through the upload storage like any upload: on disk or in the bucket, copies first, main file last.
    return this.uploads.storeSet(
      ext,
      bytes,
      new Map(IMAGE_WIDTHS.map((width) => [width, variants[width] as Buffer])),
    );
  }
}

@Module({ imports: [UploadsModule], providers: [SampleContentSeeder], exports: [SampleContentSeeder] })
export class SampleContentModule {}
