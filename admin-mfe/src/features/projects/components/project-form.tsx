import { useMemo, useState, type FormEvent } from 'react';
import { missingLanguages } from '@konak/contract';
import { toast, type Project } from '@konak/shared-ui';
import { useDraft } from '../../../components/use-draft';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { CheckedForm, FormSection, FormFoot } from '../../../components/fields';
import { HistoryButton } from '../../../components/history-slot';
import { Tabs } from '../../../components/tabs';
import { readFieldTarget } from '../../../components/field-link';
import { translationCounts } from '../../../components/translation-counts';
import { missingLangs, slugify } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { PublicationField } from '../../../components/publication-field';
import { projectUnits, publicPaths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { useProjectsStore } from '../stores/projects-store';
import {
  emptyProject,
  fromProject,
  missingTranslations,
  PROJECT_TABS,
  projectTabOf,
  toPayload,
  validateProject,
  type ProjectDraft,
  type ProjectTab,
} from './project-model';
import { BasicTab } from './basic-tab';
import { TechnicalTab } from './technical-tab';
import { FeaturesTab } from './features-tab';
import { PlansTab } from './plans-tab';
import { LocationTab } from './location-tab';
import { ArchitectureTab } from './architecture-tab';
import { GalleryTab } from './gallery-tab';

export function ProjectForm({ project }: { project?: Project }) {
  const { draft, patch, dirty } = useDraft<ProjectDraft>(project ? fromProject(project) : emptyProject());
  const [slugEdited, setSlugEdited] = useState(!!project);
  // A link to one field (the translation check) opens the section holding it.
  const [tab, setTab] = useState<ProjectTab>(() => {
    const target = project ? readFieldTarget() : null;
    return target ? projectTabOf(target.field) : 'basic';
  });
  const form = useFormErrors(draft, validateProject, { tab, setTab, fresh: !project });
  const saving = useProjectsStore((s) => s.saving);
  const close = () => useUnsavedStore.getState().guard(() => useProjectsStore.getState().close());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const untranslated = missingTranslations(draft);
    const result = await useProjectsStore.getState().save(toPayload(draft));
    if (!result.ok)
      form.refuse(
        result.message,
        result.fields.map((f) => ({ ...f, tab: projectTabOf(f.field) })),
      );
    // Saved all the same: the site shows the Turkish text where a translation is missing.
    else if (untranslated.length)
      toast.info('Kaydedildi, ama bazı çeviriler boş (sitede Türkçesi görünür)', untranslated.join(', '));
  };

  // Required fields are marked from the start, like the language tabs mark empty languages.
  const basicMissing =
    !form.fields.quiet &&
    (!draft.slug.trim() || missingLangs(draft.title, draft.subtitle, draft.description).length > 0);
  const untranslatedByTab = useMemo(() => translationCounts(draft, projectTabOf), [draft]);
  const waiting = useMemo(() => missingLanguages(draft), [draft]);
  const props = { draft, patch };
  return (
    <CheckedForm form={form} onSubmit={submit} label={project ? 'Projeyi düzenle' : 'Yeni proje'}>
      <HistoryButton
        type="project"
        id={project?.id}
        onRestored={() => project && useProjectsStore.getState().reopen(project.id)}
      />
      <FormSection
        title={project ? project.title?.tr || project.slug : undefined}
        aside={
          project && (
            <Link className="kui-btn kui-btn--outline kui-btn--sm" to={projectUnits.path(project.id)}>
              Daireler
            </Link>
          )
        }
      >
        <Tabs<ProjectTab>
          label="Proje bölümleri"
          active={tab}
          onChange={setTab}
          tabs={PROJECT_TABS.map((t) => ({
            ...t,
            flagged: form.flagged(t.key) || (t.key === 'basic' && basicMissing),
            missing: form.fields.quiet ? 0 : untranslatedByTab[t.key],
          }))}
        />
        {tab === 'basic' && (
          <BasicTab
            {...props}
            savedSlug={project?.slug}
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
      <FormSection title="Yayın">
        <PublicationField
          value={draft}
          onChange={patch}
          preview={
            project ? { type: 'project', id: project.id, path: publicPaths.project(project.slug) } : undefined
          }
          waiting={waiting}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={close} canSave={dirty || !project} />
    </CheckedForm>
  );
}
