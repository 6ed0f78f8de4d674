import { emptyLocalized, TextField } from '@konak/shared-ui';
import { FormGrid, FormLanguageTabs, LocalizedInput } from '../../../components/fields';
import { MAX } from '../../../components/form-rules';
import { RepeatList } from '../../../components/repeat-list';
import type { ProjectTabProps } from './project-tab-props';

export function TechnicalTab({ draft, patch }: ProjectTabProps) {
  const t = draft.technical_info;
  const set = (part: Partial<typeof t>) => patch({ technical_info: { ...t, ...part } });
  return (
    <>
      <FormLanguageTabs fields={['technical_info.description']}>
        {(lang) => (
          <LocalizedInput
            name="technical_info.description"
            label="Teknik açıklama"
            lang={lang}
            rows={4}
            value={t.description}
            onChange={(description) => set({ description })}
          />
        )}
      </FormLanguageTabs>
      <FormGrid>
        <TextField
          label="Toplam bağımsız bölüm"
          inputMode="numeric"
          value={t.total_units}
          maxLength={9}
          onChange={(e) => set({ total_units: e.target.value })}
          hint="Tam sayı; boş bırakılırsa 0."
        />
        <TextField
          label="İskân tarihi"
          value={t.iskan_date}
          maxLength={MAX.short}
          onChange={(e) => set({ iskan_date: e.target.value })}
          placeholder="2024-09"
        />
      </FormGrid>
      <h3 className="adm-subhead">Daire tipleri</h3>
      <RepeatList
        items={t.units}
        onChange={(units) => set({ units })}
        make={() => ({ type: emptyLocalized(), count: '', area: '', description: '' })}
        itemLabel="Daire tipi"
        addLabel="Daire tipi ekle"
        render={(u, update, i) => (
          <>
            <FormLanguageTabs fields={[`technical_info.units.${i}.type`]}>
              {(lang) => (
                <LocalizedInput
                  name={`technical_info.units.${i}.type`}
                  label="Tip"
                  lang={lang}
                  value={u.type}
                  onChange={(type) => update({ type })}
                />
              )}
            </FormLanguageTabs>
            <FormGrid>
              <TextField
                label="Adet"
                inputMode="numeric"
                value={u.count}
                maxLength={9}
                onChange={(e) => update({ count: e.target.value })}
              />
              <TextField
                label="Alan"
                value={u.area}
                placeholder="55m²"
                maxLength={MAX.short}
                onChange={(e) => update({ area: e.target.value })}
              />
              <TextField
                label="Açıklama"
                value={u.description}
                maxLength={MAX.unitDescription}
                onChange={(e) => update({ description: e.target.value })}
              />
            </FormGrid>
          </>
        )}
      />
    </>
  );
}
