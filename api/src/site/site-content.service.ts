// The site's reads, through the domain services so that their rules (published posts only, defaults
// for missing settings) apply to the server-rendered pages exactly as to the API.
import { Injectable } from '@nestjs/common';
import { BlogService } from '../blog/blog.service.js';
import { ProjectsService } from '../projects/projects.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { SlidersService } from '../sliders/sliders.service.js';
import type { SiteContent } from './page-meta.js';

@Injectable()
export class SiteContentService implements SiteContent {
  constructor(
    private readonly settingsService: SettingsService,
    private readonly slidersService: SlidersService,
    private readonly projectsService: ProjectsService,
    private readonly blogService: BlogService,
  ) {}

  settings() {
    return this.settingsService.get();
  }
  activeSliders() {
    return this.slidersService.listActive();
  }
  projects() {
    return this.projectsService.list({});
  }
  project(slug: string) {
    return this.projectsService.findBySlug(slug);
  }
  posts() {
    return this.blogService.list({ includeDrafts: false });
  }
  post(slug: string) {
    return this.blogService.findBySlug(slug, { includeDrafts: false });
  }
}
