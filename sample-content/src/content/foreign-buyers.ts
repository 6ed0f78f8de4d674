// The sample office's foreign-buyer thresholds (issue 32 item 4, decision 0198): citizenship by investment
// at USD 400,000, as the law sets it today, and the residence-permit value at USD 200,000 — the sample
// office's own choice for its site, not a statement of the law. Both dated; the texts say only that the law
// sets the values, that they change, and to ask the office. Badges appear once a dollar rate is set.
import type { Localized } from './types.js';

export interface SeedForeignBuyers {
  residence_usd: number | null;
  citizenship_usd: number | null;
  as_of: string;
  text: Localized;
}

export const SAMPLE_FOREIGN_BUYERS: SeedForeignBuyers = {
  citizenship_usd: 400_000,
  residence_usd: 200_000,
  as_of: '2026-11-01',
  text: {
    tr: 'Tutarları yasa belirler ve zamanla değişebilir; burada gösterilenler ofisimizin belirtilen tarihteki bilgisidir. Başvurunuz için bize danışın.',
    en: 'The law sets these values and they can change; those shown are our office’s figures as of the date given. Please ask us before you apply.',
    ru: 'Эти суммы устанавливает закон, и они могут меняться; здесь указаны данные нашего офиса на указанную дату. Перед подачей документов уточните у нас.',
  },
};
