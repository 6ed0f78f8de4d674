import type { ContactStatus } from '@konak/shared-ui';

export const STATUS_LABELS: Record<ContactStatus, string> = { new: 'Yeni', contacted: 'İletişimde', closed: 'Kapatıldı' };
export const STATUS_TONES = { new: 'warning', contacted: 'info', closed: 'neutral' } as const;
