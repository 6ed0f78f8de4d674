import { emptyLocalized } from '@konak/shared-ui';
import { FormLanguageTabs, LocalizedInput } from '../../../components/fields';
import { RepeatList } from '../../../components/repeat-list';
import type { ProjectTabProps } from './project-tab-props';

export function FeaturesTab({ draft, patch }: ProjectTabProps) {
  return (
    <RepeatList
      items={draft.features}
      onChange={(features) => patch({ features })}
      make={() => ({ title: emptyLocalized(), description: emptyLocalized() })}
      itemLabel="Özellik"
      addLabel="Özellik ekle"
      render={(f, update, i) => (
        <FormLanguageTabs fields={[`features.${i}.title`, `features.${i}.description`]}>
          {(lang) => (
            <>
              <LocalizedInput
                name={`features.${i}.title`}
                label="Başlık"
                lang={lang}
                value={f.title}
                onChange={(title) => update({ title })}
              />
              <LocalizedInput
                name={`features.${i}.description`}
                label="Açıklama"
                lang={lang}
                rows={2}
                value={f.description}
                onChange={(description) => update({ description })}
              />
            </>
          )}
        </FormLanguageTabs>
      )}
    />
  );
}
