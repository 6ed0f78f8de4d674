// One project's blocks and units as the admin grid shows them, and every change the grid makes. Status
// changes show at once and are undone when the server refuses; other edits reload the grid after saving.
import { create } from 'zustand';
import { UNIT_STATUS_LABELS, type UnitFacing, type UnitStatus } from '@konak/contract';
import {
  errorMessage,
  readErrorBody,
  toast,
  type CsvImportResult,
  type Project,
  type ProjectSummary,
  type Unit,
  type UnitImport,
  type UnitsGrid,
} from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { getPage } from '../../../api/get-page';

export type UnitInput = {
  block_id: number;
  floor: number;
  number: string;
  plan_key: string | null;
  facing: UnitFacing | '';
  price_try: number | null;
  status: UnitStatus;
};

/** A refused CSV import: its problems by line. */
export interface CsvProblem {
  line: number;
  msg: string;
}

/** An import's answer: what it changes (or changed), or the rows to fix, or null (shown as a toast). */
export type CsvImportAnswer = { result: CsvImportResult } | { problems: CsvProblem[] } | null;

interface UnitsState {
  projectId: number | null;
  project: Project | null;
  grid: UnitsGrid | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  busy: boolean;
  load: (projectId: number) => Promise<void>;
  reload: () => Promise<void>;
  setStatus: (ids: number[], status: UnitStatus) => Promise<boolean>;
  addBlock: (name: string) => Promise<boolean>;
  renameBlock: (id: number, name: string) => Promise<boolean>;
  removeBlock: (id: number) => Promise<void>;
  generate: (
    blockId: number,
    input: { floors: number; units_per_floor: number; first_floor: number; plan_key: string | null },
  ) => Promise<boolean>;
  saveUnit: (id: number | null, input: UnitInput) => Promise<string | null>;
  removeUnit: (id: number) => Promise<void>;
  /** The project's last CSV imports, newest first (the "Geri al" line). */
  imports: UnitImport[];
  exportCsv: () => Promise<string | null>;
  /** The file's bytes go as they are: the server tells UTF-8 from Windows-1254. Without `confirm` the
   *  answer is the preview and nothing changes. */
  importCsv: (file: Blob, confirm: boolean) => Promise<CsvImportAnswer>;
  loadImports: () => Promise<void>;
  undoImport: (id: number) => Promise<boolean>;
  reset: () => void;
}

const initial = {
  projectId: null,
  project: null,
  grid: null,
  status: 'idle' as const,
  busy: false,
  imports: [] as UnitImport[],
};

/** The counts of a grid after its units changed locally. */
function recount(units: Unit[]): UnitsGrid['counts'] {
  const counts = { total: units.length, available: 0, reserved: 0, sold: 0 };
  for (const u of units) counts[u.status]++;
  return counts;
}

/** The project whole (its plans name the units' plan keys), by id: its address word is read from the
 *  list's cards (a company has tens of projects, within one page of 100), then the project by that word —
 *  two small answers instead of every project whole. */
async function projectById(id: number): Promise<Project | null> {
  const { items } = await getPage<ProjectSummary>('/api/projects', { per_page: 100, fields: 'summary' });
  const card = items.find((p) => p.id === id);
  if (!card) return null;
  return body(apiClient.GET('/api/projects/{id_or_slug}', { params: { path: { id_or_slug: card.slug } } }));
}

export const useUnitsStore = create<UnitsState>((set, get) => {
  /** Runs a write; a refusal is shown with the server's Turkish text. Answers whether it succeeded. */
  const write = async (work: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    set({ busy: true });
    try {
      await work();
      await get().reload();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(failed, await errorMessage(error, 'İşlem başarısız'));
      return false;
    } finally {
      set({ busy: false });
    }
  };
  const id = () => get().projectId as number;

  return {
    ...initial,
    load: async (projectId) => {
      set({ ...initial, projectId, status: 'loading' });
      try {
        const [grid, project] = await Promise.all([
          body(apiClient.GET('/api/projects/{id}/blocks', { params: { path: { id: projectId } } })),
          projectById(projectId),
        ]);
        if (get().projectId !== projectId) return;
        set({ grid, project, status: 'ready' });
      } catch {
        set({ status: 'error' });
        toast.error('Daireler yüklenirken hata oluştu');
      }
    },
    reload: async () => {
      const grid = await body(apiClient.GET('/api/projects/{id}/blocks', { params: { path: { id: id() } } }));
      set({ grid });
    },
    setStatus: async (ids, status) => {
      const before = get().grid;
      if (!before || ids.length === 0) return false;
      const chosen = new Set(ids);
      const units = before.units.map((u) => (chosen.has(u.id) ? { ...u, status } : u));
      set({ grid: { ...before, units, counts: recount(units) } });
      try {
        await body(apiClient.PATCH('/api/units', { body: { ids, status } }));
        const label =
          ids.length === 1
            ? (before.units.find((u) => u.id === ids[0])?.label ?? 'Daire')
            : `${ids.length} daire`;
        toast.success('Durum güncellendi', `${label}: ${UNIT_STATUS_LABELS[status]}`);
        return true;
      } catch (error) {
        set({ grid: before });
        toast.error('Durum güncellenemedi', await errorMessage(error, 'İşlem başarısız'));
        return false;
      }
    },
    addBlock: (name) =>
      write(
        () =>
          body(
            apiClient.POST('/api/projects/{id}/blocks', { params: { path: { id: id() } }, body: { name } }),
          ),
        `${name} bloğu eklendi`,
        'Blok eklenemedi',
      ),
    renameBlock: (blockId, name) =>
      write(
        () =>
          body(apiClient.PATCH('/api/blocks/{id}', { params: { path: { id: blockId } }, body: { name } })),
        'Blok adı güncellendi',
        'Blok adı değiştirilemedi',
      ),
    removeBlock: async (blockId) => {
      await write(
        () => body(apiClient.DELETE('/api/blocks/{id}', { params: { path: { id: blockId } } })),
        'Blok silindi',
        'Blok silinemedi',
      );
    },
    generate: async (blockId, input) => {
      let created = 0;
      const ok = await write(
        async () => {
          created = (
            await body(
              apiClient.POST('/api/blocks/{id}/generate', { params: { path: { id: blockId } }, body: input }),
            )
          ).created;
        },
        'Daireler oluşturuldu',
        'Daireler oluşturulamadı',
      );
      if (ok && created === 0)
        toast.info('Yeni daire eklenmedi', 'Bu numaralardaki dairelerin hepsi zaten var.');
      return ok;
    },
    saveUnit: async (unitId, input) => {
      set({ busy: true });
      try {
        if (unitId === null)
          await body(
            apiClient.POST('/api/projects/{id_or_slug}/units', {
              params: { path: { id_or_slug: id() } },
              body: input,
            }),
          );
        else
          await body(apiClient.PATCH('/api/units/{id}', { params: { path: { id: unitId } }, body: input }));
        await get().reload();
        toast.success(unitId === null ? 'Daire eklendi' : 'Daire güncellendi');
        return null;
      } catch (error) {
        return errorMessage(error, 'Kaydedilemedi');
      } finally {
        set({ busy: false });
      }
    },
    removeUnit: async (unitId) => {
      await write(
        () => body(apiClient.DELETE('/api/units/{id}', { params: { path: { id: unitId } } })),
        'Daire silindi',
        'Daire silinemedi',
      );
    },
    exportCsv: async () => {
      try {
        return (await body(
          apiClient.GET('/api/projects/{id}/units.csv', { params: { path: { id: id() } }, parseAs: 'text' }),
        )) as string;
      } catch (error) {
        toast.error('CSV indirilemedi', await errorMessage(error, 'İşlem başarısız'));
        return null;
      }
    },
    importCsv: async (file, confirm) => {
      set({ busy: true });
      try {
        const result = await body(
          apiClient.PUT('/api/projects/{id}/units.csv', {
            params: { path: { id: id() }, query: confirm ? { confirm: '1' } : {} },
            body: file as never,
            bodySerializer: (b: unknown) => b as Blob,
            headers: { 'Content-Type': 'text/csv' },
          }),
        );
        if (confirm) {
          await get().reload();
          await get().loadImports();
          toast.success('CSV içe aktarıldı', result.summary);
        }
        return { result };
      } catch (error) {
        const detail = (await readErrorBody(error))?.detail;
        if (Array.isArray(detail) && detail.every((d) => typeof (d as CsvProblem)?.line === 'number'))
          return { problems: detail as CsvProblem[] };
        toast.error('CSV içe aktarılamadı', await errorMessage(error, 'İşlem başarısız'));
        return null;
      } finally {
        set({ busy: false });
      }
    },
    loadImports: async () => {
      const projectId = id();
      try {
        const imports = await body(
          apiClient.GET('/api/projects/{id}/unit-imports', { params: { path: { id: projectId } } }),
        );
        if (get().projectId === projectId) set({ imports });
      } catch {
        // The line is a convenience: the grid works without it.
      }
    },
    undoImport: (importId) =>
      write(
        async () => {
          await body(apiClient.POST('/api/unit-imports/{id}/undo', { params: { path: { id: importId } } }));
          await get().loadImports();
        },
        'İçe aktarma geri alındı; daireler önceki halinde',
        'Geri alınamadı',
      ),
    reset: () => set(initial),
  };
});
