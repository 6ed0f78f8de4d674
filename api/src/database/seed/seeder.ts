// Seeds the sample content (SPEC §1, §9) into an empty database: renders the project's own artwork,
// stores each image once through the upload pipeline (so it has its resized variants), then writes the
// records with the images' URLs. A database holding any content is left alone, so a second start adds
// nothing and content an administrator deleted never comes back.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { About } from '../../about/about.entity.js';
import { InstagramBanner } from '../../banner/instagram-banner.entity.js';
import { BlogPost } from '../../blog/blog-post.entity.js';
import { Project } from '../../projects/project.entity.js';
import { SiteSettings } from '../../settings/site-settings.entity.js';
import { Slider } from '../../sliders/slider.entity.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { renderArtwork } from './artwork/index.js';
import {
  allArtworkKeys,
  resolveArtwork,
  SAMPLE_ABOUT,
  SAMPLE_BANNER,
  SAMPLE_POSTS,
  SAMPLE_PROJECTS,
  SAMPLE_SETTINGS,
  SAMPLE_SLIDERS,
} from './content/index.js';

const CONTENT_ENTITIES: EntityTarget<ObjectLiteral>[] = [Project, BlogPost, Slider, About, InstagramBanner, SiteSettings];
/** Images rendered at once: sharp works in its own threads, two cores gain little beyond this. */
const CONCURRENCY = 4;

@Injectable()
export class Seeder {
  /** Draws one artwork key; tests swap in a fast stand-in (the artwork has its own tests). */
  render: (key: string) => Promise<Buffer> = renderArtwork;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async isEmpty(): Promise<boolean> {
    for (const entity of CONTENT_ENTITIES) if ((await this.dataSource.getRepository(entity).count()) > 0) return false;
    return true;
  }

  /** Seeds when no content exists; answers whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    if (!(await this.isEmpty())) return false;
    const started = Date.now();
    const urls = await this.storeArtwork(allArtworkKeys());
    const url = (key: string) => urls.get(key) ?? '';
    await this.dataSource.transaction(async (manager) => {
      await manager.save(SiteSettings, manager.create(SiteSettings, resolveArtwork(SAMPLE_SETTINGS, url)));
      await manager.save(About, manager.create(About, resolveArtwork(SAMPLE_ABOUT, url)));
      await manager.save(InstagramBanner, manager.create(InstagramBanner, resolveArtwork(SAMPLE_BANNER, url)));
      await manager.save(Slider, SAMPLE_SLIDERS.map((s) => manager.create(Slider, resolveArtwork(s, url))));
      await manager.save(
        Project,
        SAMPLE_PROJECTS.map((p, position) => manager.create(Project, { ...resolveArtwork(p, url), position })),
      );
      await manager.save(
        BlogPost,
        SAMPLE_POSTS.map((p) => manager.create(BlogPost, { ...resolveArtwork(p, url), date: new Date(p.date) })),
      );
    });
    console.log(`Sample content: seeded ${SAMPLE_PROJECTS.length} projects, ${SAMPLE_POSTS.length} posts and ${urls.size} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }

  private async storeArtwork(keys: string[]): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++];
        urls.set(key, await this.uploads.storeImage(await this.render(key)));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return urls;
  }
}
