// What a version holds for each type: the fields of the item's admin form (its save DTO), read from the
// DTO's validation metadata so a field added to a form is kept without touching this file.
import { getMetadataStorage } from 'class-validator';
import type { VersionedType } from '@konak/contract';
import { SaveAboutDto } from '../about/dto/about.dto.js';
import { SaveBannerDto } from '../banner/dto/banner.dto.js';
import { UpdateBlogPostDto } from '../blog/dto/blog-post.dto.js';
import { UpdateProjectDto } from '../projects/dto/project.dto.js';
import { SaveSettingsDto } from '../settings/dto/settings.dto.js';
import { UpdateSliderDto } from '../sliders/dto/slider.dto.js';

/** Shown in a version and its diff, but a restore leaves them as they are: restoring a post's earlier text
 *  does not take it off the site nor publish a draft (the form's status control decides that). */
export const NOT_RESTORED = ['publication', 'publish_at'];

/** The DTO a restore is validated with, and the DTO fields a version leaves out. */
export const VERSION_FORMS: Record<VersionedType, { dto: new () => object; omit?: string[] }> = {
  // The position is the list's order, not the project's content: a restore does not move a project.
  // The *_text fields are the sample data's spelling of location/architecture.
  project: { dto: UpdateProjectDto, omit: ['position', 'location_text', 'architecture_text'] },
  // `published` is the older spelling of `publication`.
  blog_post: { dto: UpdateBlogPostDto, omit: ['published'] },
  slider: { dto: UpdateSliderDto },
  about: { dto: SaveAboutDto },
  banner: { dto: SaveBannerDto },
  settings: { dto: SaveSettingsDto },
};

const fieldCache = new Map<VersionedType, string[]>();

/** The fields a version of this type keeps, in the DTO's order. */
export function snapshotFields(type: VersionedType): string[] {
  let fields = fieldCache.get(type);
  if (!fields) {
    const { dto, omit = [] } = VERSION_FORMS[type];
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    fields = [...new Set(metadata.map((m) => m.propertyName))].filter((name) => !omit.includes(name));
    fieldCache.set(type, fields);
  }
  return fields;
}

/** The item's editable fields as plain JSON (dates as ISO strings), as the admin form would send them. */
export function snapshotOf(type: VersionedType, item: object): Record<string, unknown> {
  const source = item as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of snapshotFields(type)) if (source[field] !== undefined) picked[field] = source[field];
  return JSON.parse(JSON.stringify(picked)) as Record<string, unknown>;
}

/** What a restore writes back: the snapshot without the fields a restore leaves alone. */
export function restorable(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => !NOT_RESTORED.includes(field)));
}
