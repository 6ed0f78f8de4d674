import { useState, type FormEvent } from 'react';
import { type Project } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { ErrorSummary, FormSection, FormFoot } from '../../../components/fields';
import { Tabs } from '../../../components/tabs';
import { missingLangs, slugify } from '../../../components/form-rules';
import { useProjectsStore } from '../stores/projects-store';
import { emptyProject, fromProject, toPayload, validateProject, type ProjectDraft } from './project-model';
import { BasicTab } from './basic-tab';
import { TechnicalTab } from './technical-tab';
import { FeaturesTab } from './features-tab';
import { PlansTab } from './plans-tab';
import { LocationTab } from './location-tab';
import { ArchitectureTab } from './architecture-tab';
import { GalleryTab } from './gallery-tab';

type TabKey = 'basic' | 'technical' | 'features' | 'plans' | 'location' | 'architecture' | 'gallery';

export function ProjectForm({ project }: { project?: Project }) {
  const { draft, patch, dirty } = useDraft<ProjectDraft>(project ? fromProject(project) : emptyProject());
  const [slugEdited, setSlugEdited] = useState(!!project);
  const [tab, setTab] = useState<TabKey>('basic');
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useProjectsStore((s) => s.saving);
  const close = () => useUnsavedStore.getState().guard(() => useProjectsStore.getState().close());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateProject(draft);
    setErrors(problems);
    if (problems.length) {
      setTab('basic');
      return;
    }
    const result = await useProjectsStore.getState().save(toPayload(draft));
    if (!result.ok) setErrors([result.message]);
  };

  const basicMissing = !draft.slug.trim() || missingLangs(draft.title, draft.subtitle, draft.description).length > 0;
  const props = { draft, patch };
  return (
    <form onSubmit={submit} noValidate aria-label={project ? 'Projeyi düzenle' : 'Yeni proje'}>
      <ErrorSummary errors={errors} />
      <FormSection title={project ? `Projeyi düzenle: ${project.title?.tr ?? project.slug}` : 'Yeni proje'}>
        <Tabs<TabKey>
          label="Proje bölümleri"
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'basic', label: 'Temel Bilgiler', flagged: basicMissing },
            { key: 'technical', label: 'Teknik Bilgiler' },
            { key: 'features', label: 'Özellikler' },
            { key: 'plans', label: 'Daire Planları' },
            { key: 'location', label: 'Lokasyon' },
            { key: 'architecture', label: 'Mimari' },
            { key: 'gallery', label: 'Galeri' },
          ]}
        />
        {tab === 'basic' && (
          <BasicTab
            {...props}
            onTitle={(title) => patch(slugEdited ? { title } : { title, slug: slugify(title.tr) })}
            onSlug={(slug) => {
              setSlugEdited(true);
              patch({ slug });
            }}
          />
        )}
        {tab === 'technical' && <TechnicalTab {...props} />}
        {tab === 'features' && <FeaturesTab {...props} />}
        {tab === 'plans' && <PlansTab {...props} />}
        {tab === 'location' && <LocationTab {...props} />}
        {tab === 'architecture' && <ArchitectureTab {...props} />}
        {tab === 'gallery' && <GalleryTab {...props} />}
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={close} canSave={dirty || !project} />
    </form>
  );
}
