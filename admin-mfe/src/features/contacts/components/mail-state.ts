import type { OutboxState } from '@konak/shared-ui';
import { receivedAt } from './received-at';

export const MAIL_KIND: Record<OutboxState['kind'], string> = { alert: 'Bildirim', reminder: 'Hatırlatma' };
export const MAIL_TONES = { queued: 'info', sent: 'success', retrying: 'warning', failed: 'danger' } as const;

/** One line on an alert mail's state, in the sales team's words. */
export function describeMail(m: OutboxState): { label: string; detail: string } {
  switch (m.status) {
    case 'sent':
      return { label: 'Gönderildi', detail: m.sent_at ? receivedAt(m.sent_at) : '' };
    case 'queued':
      return { label: 'Sırada', detail: 'Birkaç saniye içinde gönderilecek' };
    case 'retrying':
      return {
        label: 'Yeniden denenecek',
        detail: `${m.attempts}. deneme başarısız${m.next_attempt_at ? `; sonraki deneme ${receivedAt(m.next_attempt_at)}` : ''}`,
      };
    case 'failed':
      return { label: 'Gönderilemedi', detail: `${m.attempts} deneme sonrası vazgeçildi` };
  }
}
