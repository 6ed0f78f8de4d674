import { ImageListEditor } from '../../../components/image-list-editor';
import { uploadImages } from '../api/upload-images';
import type { ProjectTabProps } from './project-tab-props';

export function GalleryTab({ draft, patch }: ProjectTabProps) {
  return (
    <ImageListEditor
      name="gallery"
      label="Galeri"
      value={draft.gallery}
      onChange={(gallery) => patch({ gallery })}
      upload={uploadImages}
    />
  );
}
