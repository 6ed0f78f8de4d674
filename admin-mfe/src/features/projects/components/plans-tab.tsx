import { emptyLocalized, TextField } from '@konak/shared-ui';
import { FormGrid, FormImageField, FormLanguageTabs, LocalizedInput } from '../../../components/fields';
import { MAX } from '../../../components/form-rules';
import { RepeatList } from '../../../components/repeat-list';
import { imageToasts } from '../../../components/image-toasts';
import type { ProjectTabProps } from './project-tab-props';

export function PlansTab({ draft, patch }: ProjectTabProps) {
  return (
    <RepeatList
      items={draft.plans}
      onChange={(plans) => patch({ plans })}
      make={() => ({ key: '', name: emptyLocalized(), image: '', area: '', rooms: '' })}
      itemLabel="Plan"
      addLabel="Plan ekle"
      render={(p, update, i) => (
        <>
          <FormLanguageTabs fields={[`plans.${i}.name`]}>
            {(lang) => (
              <LocalizedInput
                name={`plans.${i}.name`}
                label="Plan adı"
                lang={lang}
                value={p.name}
                onChange={(name) => update({ name })}
              />
            )}
          </FormLanguageTabs>
          <FormGrid>
            <TextField
              label="Alan"
              value={p.area}
              placeholder="55,36 m²"
              maxLength={MAX.short}
              onChange={(e) => update({ area: e.target.value })}
            />
            <TextField
              label="Oda sayısı"
              value={p.rooms}
              placeholder="2+1"
              maxLength={MAX.short}
              onChange={(e) => update({ rooms: e.target.value })}
            />
          </FormGrid>
          <FormImageField
            name={`plans.${i}.image`}
            label="Plan görseli"
            value={p.image}
            onChange={(image) => update({ image })}
            {...imageToasts}
          />
        </>
      )}
    />
  );
}
