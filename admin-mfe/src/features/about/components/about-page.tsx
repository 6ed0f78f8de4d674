import { ImageField, LanguageTabs } from '@konak/shared-ui';
import { ErrorSummary, FormSection, LocalizedInput, FormFoot } from '../../../components/fields';
import { imageToasts } from '../../../components/image-toasts';
import { SingletonPage, useSingletonForm } from '../../../components/singleton-form';
import { isMediaUrl, MEDIA_URL_HINT, missingLangs, missingMessage } from '../../../components/form-rules';
import { useAboutStore, type AboutRecord } from '../stores/about-store';

export function AboutPage() {
  return (
    <SingletonPage store={useAboutStore} title="Hakkımızda" description="Ana sayfadaki “Hakkımızda” bölümü.">
      {(record) => <AboutForm initial={record} />}
    </SingletonPage>
  );
}

export function validateAbout(d: AboutRecord): string[] {
  const errors: string[] = [];
  const missing = missingLangs(d.title, d.description);
  if (missing.length) errors.push(missingMessage('Başlık ve açıklama', missing));
  if (!isMediaUrl(d.image)) errors.push(`Görsel adresi ${MEDIA_URL_HINT}`);
  return errors;
}

function AboutForm({ initial }: { initial: AboutRecord }) {
  const { draft, patch, dirty, saving, form, submit } = useSingletonForm(useAboutStore, initial, { validate: validateAbout });
  return (
    <form onSubmit={submit} noValidate aria-label="Hakkımızda">
      <ErrorSummary {...form.summary} />
      <FormSection title="Metinler">
        <LanguageTabs missing={missingLangs(draft.title, draft.description)}>
          {(lang) => (
            <>
              <LocalizedInput label="Başlık" lang={lang} required value={draft.title} onChange={(title) => patch({ title })} />
              <LocalizedInput label="Alt başlık" lang={lang} value={draft.subtitle} onChange={(subtitle) => patch({ subtitle })} />
              <LocalizedInput label="Açıklama" lang={lang} rows={6} required value={draft.description} onChange={(description) => patch({ description })} />
              <LocalizedInput label="Misyon" lang={lang} rows={3} value={draft.mission} onChange={(mission) => patch({ mission })} />
              <LocalizedInput label="Vizyon" lang={lang} rows={3} value={draft.vision} onChange={(vision) => patch({ vision })} />
            </>
          )}
        </LanguageTabs>
      </FormSection>
      <FormSection title="Görsel">
        <ImageField label="Görsel" value={draft.image} onChange={(image) => patch({ image })} {...imageToasts} />
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </form>
  );
}
