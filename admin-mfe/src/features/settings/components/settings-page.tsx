import { useEffect, useState, type FormEvent } from 'react';
import { Spinner, type SiteSettings } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { ErrorSummary, FormSection, FormFoot } from '../../../components/fields';
import { Tabs } from '../../../components/tabs';
import { useDraft } from '../../../components/use-draft';
import { useSettingsFormStore } from '../stores/settings-form-store';
import { validateSettings } from './settings-rules';
import { ContactTab, GeneralTab, SeoTab, SocialTab, ThemeTab } from './settings-tabs';

type TabKey = 'general' | 'theme' | 'seo' | 'contact' | 'social';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'general', label: 'Genel' },
  { key: 'theme', label: 'Tema' },
  { key: 'seo', label: 'SEO' },
  { key: 'contact', label: 'İletişim' },
  { key: 'social', label: 'Sosyal Medya' },
];

export function SettingsPage() {
  const status = useSettingsFormStore((s) => s.status);
  const record = useSettingsFormStore((s) => s.record);
  useEffect(() => {
    void useSettingsFormStore.getState().load();
  }, []);
  return (
    <>
      <PageHeader title="Ayarlar" description="Site adı, logo, renkler, yazı tipleri, arama motoru ve iletişim bilgileri." />
      {status === 'loading' ? <Spinner label="Yükleniyor..." /> : <SettingsForm initial={record} />}
    </>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { draft, patch, dirty, reset } = useDraft<SiteSettings>(initial);
  const [tab, setTab] = useState<TabKey>('general');
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useSettingsFormStore((s) => s.saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateSettings(draft);
    setErrors(problems);
    if (problems.length) return;
    const result = await useSettingsFormStore.getState().save(draft);
    if (result.ok) reset(useSettingsFormStore.getState().record);
    else setErrors([result.message]);
  };

  const props = { draft, patch };
  return (
    <form onSubmit={submit} noValidate aria-label="Site ayarları">
      <ErrorSummary errors={errors} />
      <FormSection>
        <Tabs<TabKey> label="Ayar bölümleri" tabs={TABS} active={tab} onChange={setTab} />
        {tab === 'general' && <GeneralTab {...props} />}
        {tab === 'theme' && <ThemeTab {...props} />}
        {tab === 'seo' && <SeoTab {...props} />}
        {tab === 'contact' && <ContactTab {...props} />}
        {tab === 'social' && <SocialTab {...props} />}
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </form>
  );
}
