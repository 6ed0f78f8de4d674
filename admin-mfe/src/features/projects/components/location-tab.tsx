import { emptyLocalized, TextField } from '@konak/shared-ui';
import { FormImageField, FormLanguageTabs, LocalizedInput } from '../../../components/fields';
import { MAX } from '../../../components/form-rules';
import { RepeatList } from '../../../components/repeat-list';
import { imageToasts } from '../../../components/image-toasts';
import type { ProjectTabProps } from './project-tab-props';

export function LocationTab({ draft, patch }: ProjectTabProps) {
  const l = draft.location;
  const set = (part: Partial<typeof l>) => patch({ location: { ...l, ...part } });
  return (
    <>
      <FormLanguageTabs fields={['location.description']}>
        {(lang) => (
          <LocalizedInput
            name="location.description"
            label="Lokasyon açıklaması"
            lang={lang}
            rows={4}
            value={l.description}
            onChange={(description) => set({ description })}
          />
        )}
      </FormLanguageTabs>
      <FormImageField
        name="location.map_image"
        label="Harita görseli"
        value={l.map_image}
        onChange={(map_image) => set({ map_image })}
        {...imageToasts}
      />
      <h3 className="adm-subhead">Yakın yerler ve mesafeler</h3>
      <RepeatList
        items={l.nearby}
        onChange={(nearby) => set({ nearby })}
        make={() => ({ name: emptyLocalized(), distance: '' })}
        itemLabel="Yer"
        addLabel="Yer ekle"
        render={(n, update, i) => (
          <>
            <FormLanguageTabs fields={[`location.nearby.${i}.name`]}>
              {(lang) => (
                <LocalizedInput
                  name={`location.nearby.${i}.name`}
                  label="Yer adı"
                  lang={lang}
                  value={n.name}
                  onChange={(name) => update({ name })}
                />
              )}
            </FormLanguageTabs>
            <TextField
              label="Mesafe"
              value={n.distance}
              placeholder="9 km"
              maxLength={MAX.short}
              onChange={(e) => update({ distance: e.target.value })}
            />
          </>
        )}
      />
    </>
  );
}
