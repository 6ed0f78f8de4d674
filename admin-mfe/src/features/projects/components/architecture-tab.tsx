import { FormImageField, FormLanguageTabs, LocalizedInput } from '../../../components/fields';
import { imageToasts } from '../../../components/image-toasts';
import type { ProjectTabProps } from './project-tab-props';

export function ArchitectureTab({ draft, patch }: ProjectTabProps) {
  const a = draft.architecture;
  const set = (part: Partial<typeof a>) => patch({ architecture: { ...a, ...part } });
  return (
    <>
      <FormLanguageTabs fields={['architecture.title', 'architecture.description']}>
        {(lang) => (
          <>
            <LocalizedInput
              name="architecture.title"
              label="Mimari başlık"
              lang={lang}
              value={a.title}
              onChange={(title) => set({ title })}
            />
            <LocalizedInput
              name="architecture.description"
              label="Mimari açıklama"
              lang={lang}
              rows={5}
              value={a.description}
              onChange={(description) => set({ description })}
            />
          </>
        )}
      </FormLanguageTabs>
      <FormImageField
        name="architecture_image"
        label="Mimari görsel"
        value={draft.architecture_image}
        onChange={(architecture_image) => patch({ architecture_image })}
        {...imageToasts}
      />
    </>
  );
}
