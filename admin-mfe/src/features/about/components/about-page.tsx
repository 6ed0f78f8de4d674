import {
  CheckedForm,
  FormImageField,
  FormLanguageTabs,
  FormSection,
  LocalizedInput,
  FormFoot,
} from '../../../components/fields';
import { HistoryButton } from '../../../components/history-slot';
import { imageToasts } from '../../../components/image-toasts';
import { SingletonPage, useSingletonForm } from '../../../components/singleton-form';
import { missingLangs } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import type { Problem } from '../../../components/use-form-errors';
import { useAboutStore, type AboutRecord } from '../stores/about-store';

export function AboutPage() {
  return (
    <SingletonPage store={useAboutStore} title="Hakkımızda" description="Ana sayfadaki “Hakkımızda” bölümü.">
      {(record) => <AboutForm initial={record} />}
    </SingletonPage>
  );
}

export function validateAbout(d: AboutRecord): Problem[] {
  return new Problems()
    .langs('title', 'Başlık', d.title)
    .langs('description', 'Açıklama', d.description)
    .media('image', 'Görsel', d.image).list;
}

function AboutForm({ initial }: { initial: AboutRecord }) {
  const { draft, patch, dirty, saving, form, submit } = useSingletonForm(useAboutStore, initial, {
    validate: validateAbout,
  });
  return (
    <CheckedForm form={form} onSubmit={submit} label="Hakkımızda">
      <HistoryButton type="about" onRestored={() => useAboutStore.getState().load()} />
      <FormSection title="Metinler">
        <FormLanguageTabs
          missing={missingLangs(draft.title, draft.description)}
          fields={['title', 'subtitle', 'description', 'mission', 'vision']}
        >
          {(lang) => (
            <>
              <LocalizedInput
                name="title"
                label="Başlık"
                lang={lang}
                required
                value={draft.title}
                onChange={(title) => patch({ title })}
              />
              <LocalizedInput
                name="subtitle"
                label="Alt başlık"
                lang={lang}
                value={draft.subtitle}
                onChange={(subtitle) => patch({ subtitle })}
              />
              <LocalizedInput
                name="description"
                label="Açıklama"
                lang={lang}
                rows={6}
                required
                value={draft.description}
                onChange={(description) => patch({ description })}
              />
              <LocalizedInput
                name="mission"
                label="Misyon"
                lang={lang}
                rows={3}
                value={draft.mission}
                onChange={(mission) => patch({ mission })}
              />
              <LocalizedInput
                name="vision"
                label="Vizyon"
                lang={lang}
                rows={3}
                value={draft.vision}
                onChange={(vision) => patch({ vision })}
              />
            </>
          )}
        </FormLanguageTabs>
      </FormSection>
      <FormSection title="Görsel">
        <FormImageField
          name="image"
          label="Görsel"
          value={draft.image}
          onChange={(image) => patch({ image })}
          {...imageToasts}
        />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </CheckedForm>
  );
}
