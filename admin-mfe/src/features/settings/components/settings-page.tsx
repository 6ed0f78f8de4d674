import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteSettings } from '@konak/shared-ui';
import { CheckedForm, FormSection, FormFoot } from '../../../components/fields';
import { HistoryButton } from '../../../components/history-slot';
import { paths } from '../../../config/paths';
import { Tabs } from '../../../components/tabs';
import { readFieldTarget } from '../../../components/field-link';
import { translationCounts } from '../../../components/translation-counts';
import { SingletonPage, useSingletonForm } from '../../../components/singleton-form';
import { useSettingsFormStore } from '../stores/settings-form-store';
import { SETTINGS_TABS, settingsTabOf, validateSettings, type SettingsTab } from './settings-rules';
import { ContactTab, GeneralTab, SeoTab, SocialTab, ThemeTab } from './settings-tabs';
import { LeadSettingsSection } from './lead-settings-section';
import { KvkkNoticeSection } from './kvkk-notice-section';

export function SettingsPage() {
  return (
    <>
      <SingletonPage
        store={useSettingsFormStore}
        title="Ayarlar"
        description="Site adı, logo, renkler, yazı tipleri, arama motoru ve iletişim bilgileri."
      >
        {(record) => <SettingsForm initial={record} />}
      </SingletonPage>
      {/* The rates have a screen of their own, which editors open too (issue 26). */}
      <p className="adm-muted">
        Döviz kurları ve yabancı alıcı eşikleri ayrı bir ekranda:{' '}
        <Link to={paths.rates.path}>Döviz Kurları</Link>.
      </p>
      {/* Saved on their own (admin-only records), below the site settings' form and its save bar. */}
      <LeadSettingsSection />
      <KvkkNoticeSection />
    </>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  // A link to one field (the translation check) opens its section.
  const [tab, setTab] = useState<SettingsTab>(() => {
    const target = readFieldTarget();
    return target ? settingsTabOf(target.field) : 'general';
  });
  const { draft, patch, dirty, saving, form, submit } = useSingletonForm(useSettingsFormStore, initial, {
    validate: validateSettings,
    tab,
    setTab,
    tabOf: settingsTabOf,
  });
  const untranslatedByTab = useMemo(() => translationCounts(draft, settingsTabOf), [draft]);
  const props = { draft, patch };
  return (
    <CheckedForm form={form} onSubmit={submit} label="Site ayarları">
      <HistoryButton type="settings" onRestored={() => useSettingsFormStore.getState().load()} />
      <FormSection>
        <Tabs<SettingsTab>
          label="Ayar bölümleri"
          tabs={SETTINGS_TABS.map((t) => ({
            ...t,
            flagged: form.flagged(t.key),
            missing: untranslatedByTab[t.key],
          }))}
          active={tab}
          onChange={setTab}
        />
        {tab === 'general' && <GeneralTab {...props} />}
        {tab === 'theme' && <ThemeTab {...props} />}
        {tab === 'seo' && <SeoTab {...props} />}
        {tab === 'contact' && <ContactTab {...props} />}
        {tab === 'social' && <SocialTab {...props} />}
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} />
    </CheckedForm>
  );
}
