import { create } from 'zustand';
import type { SummaryDays } from '@konak/contract';
import { getSummary, type AnalyticsSummary } from '../api/get-summary';

interface VisitorsState {
  status: 'loading' | 'ready' | 'failed';
  /** The period of the summary shown (or being read). */
  days: SummaryDays;
  summary: AnalyticsSummary | null;
  load: (days: SummaryDays) => Promise<void>;
}

const initial = { status: 'loading' as const, days: 7 as SummaryDays, summary: null };
let latest = 0;

/** The summary of one period. Switching quickly between periods shows the last one asked for: an
 *  earlier answer that arrives late is dropped. */
export const useVisitorsStore = create<VisitorsState>((set) => ({
  ...initial,
  load: async (days) => {
    const call = ++latest;
    set({ status: 'loading', days });
    try {
      const summary = await getSummary(days);
      if (call === latest) set({ status: 'ready', summary });
    } catch (error) {
      console.warn('Ziyaretçi özeti yüklenemedi', error);
      if (call === latest) set({ status: 'failed', summary: null });
    }
  },
}));

export const resetVisitorsStore = () => useVisitorsStore.setState(initial);
