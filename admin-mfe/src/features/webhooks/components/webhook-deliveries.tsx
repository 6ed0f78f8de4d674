// One endpoint's recent deliveries: what was sent, whether the receiver took it (its HTTP answer), when,
// and after how many tries — a page at a time from the API, newest first.
import { useCallback, useEffect, useState } from 'react';
import {
  PER_PAGE,
  SITE_TIME_ZONE,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  pageCount,
} from '@konak/contract';
import { Badge, Button, type BadgeTone, type WebhookDelivery } from '@konak/shared-ui';
import { deliveriesOf } from '../api/webhooks-api';

const when = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: SITE_TIME_ZONE,
});
const TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** `reloadKey` changes when the page knows a new delivery was queued (the test button). */
export function WebhookDeliveries({ endpointId, reloadKey }: { endpointId: number; reloadKey: number }) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{
    items: WebhookDelivery[];
    total: number;
    status: 'loading' | 'ready' | 'error';
  }>({ items: [], total: 0, status: 'loading' });
  const perPage = PER_PAGE.webhookDeliveries;

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState((s) => ({ ...s, status: 'loading' }));
      deliveriesOf(endpointId, page, perPage, signal)
        .then(({ items, total }) => setState({ items, total, status: 'ready' }))
        .catch(() => signal?.aborted || setState((s) => ({ ...s, status: 'error' })));
    },
    [endpointId, page, perPage],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, reloadKey]);

  const pages = pageCount(state.total, perPage);
  return (
    <section className="adm-webhook__deliveries" aria-label="Son gönderimler">
      <div className="adm-row__meta">
        <strong>Son gönderimler</strong>
        <Button size="sm" variant="ghost" onClick={() => load()}>
          Yenile
        </Button>
      </div>
      {state.status === 'error' ? (
        <p className="adm-muted">Gönderimler yüklenemedi.</p>
      ) : state.items.length === 0 ? (
        <p className="adm-muted">{state.status === 'loading' ? 'Yükleniyor...' : 'Henüz gönderim yok.'}</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Olay</th>
                <th scope="col">Durum</th>
                <th scope="col">Yanıt kodu</th>
                <th scope="col">Zaman</th>
                <th scope="col">Deneme</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((d) => (
                <tr key={d.id}>
                  <td data-label="Olay">{WEBHOOK_EVENT_LABELS[d.event]}</td>
                  <td data-label="Durum">
                    <Badge tone={TONES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Badge>
                    {d.last_error && <span className="adm-muted"> {d.last_error}</span>}
                  </td>
                  <td data-label="Yanıt kodu">{d.response_code ?? '—'}</td>
                  <td data-label="Zaman">
                    {when.format(new Date(d.sent_at ?? d.created_at))}
                    {d.next_attempt_at && d.attempts > 0 && (
                      <span className="adm-muted">
                        {' '}
                        (sonraki deneme {when.format(new Date(d.next_attempt_at))})
                      </span>
                    )}
                  </td>
                  <td data-label="Deneme">{d.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className="adm-actions">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Daha yeni
          </Button>
          <span className="adm-muted">
            {page} / {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Daha eski
          </Button>
        </div>
      )}
    </section>
  );
}
