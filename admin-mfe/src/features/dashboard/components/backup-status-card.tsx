// Issue 28: the owner sees on the dashboard when the site was last backed up (BACKUP_INTERVAL_HOURS), how
// large the archive was and whether it worked, with a warning when the last good backup is over two days
// old, when none exists, or when backups are not scheduled at all.
import { useEffect, useState } from 'react';
import { apiClient, body } from '../../../api/client';
import { useCan } from '../../../components/use-role';

const loadStatus = () => body(apiClient.GET('/api/backups/status'));
type BackupStatus = Awaited<ReturnType<typeof loadStatus>>;

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024
    ? `${(bytes / 1024 ** 3).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} GB`
    : `${(bytes / 1024 ** 2).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;

/** The warning line, or null when the last good backup is recent. One place for the card's rules. */
export function backupWarning(s: BackupStatus): string | null {
  if (!s.enabled)
    return 'Otomatik yedekleme kapalı: sitenin yedeği alınmıyor. Sunucuyu kuran kişiye söyleyin.';
  if (!s.last_ok) return 'Henüz başarılı bir yedek yok.';
  if (s.stale)
    return `Son başarılı yedek iki günden eski (${when(s.last_ok.finished_at ?? s.last_ok.started_at)}).`;
  return null;
}

export function BackupStatusCard() {
  const owner = useCan('GET /backups/status');
  const [status, setStatus] = useState<BackupStatus | null>(null);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    loadStatus().then(
      (s) => live && setStatus(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [owner]);
  if (!owner || !status) return null;
  const warning = backupWarning(status);
  const last = status.last;
  return (
    <section className="adm-card adm-section" aria-labelledby="adm-backups" data-testid="backup-status">
      <div className="adm-section__head">
        <h2 id="adm-backups">Yedekleme</h2>
        {status.enabled && (
          <span className="adm-muted">
            {status.interval_hours} saatte bir, son {status.keep} yedek{' '}
            {status.destination === 's3' ? 'depolama alanında (S3)' : 'sunucu diskinde'}
          </span>
        )}
      </div>
      {warning && (
        <div className="adm-alert adm-alert--error" role="alert">
          {warning}
        </div>
      )}
      {!status.enabled && (
        <details className="adm-muted">
          <summary>Sunucuyu kuran kişi için</summary>
          Sunucuda BACKUP_INTERVAL_HOURS ayarını (kaç saatte bir yedek alınacağı, örneğin 24) verin ve
          sunucuyu yeniden başlatın.
        </details>
      )}
      {last ? (
        <p>
          Son yedek: <strong>{when(last.started_at)}</strong> ·{' '}
          {last.status === 'ok'
            ? `${formatSize(last.bytes)} · başarılı`
            : last.status === 'running'
              ? 'sürüyor'
              : 'başarısız'}
          {last.status === 'failed' && last.error && <span className="adm-muted"> ({last.error})</span>}
        </p>
      ) : (
        status.enabled && <p className="adm-muted">Henüz yedek alınmadı; ilki birkaç dakika içinde alınır.</p>
      )}
    </section>
  );
}
