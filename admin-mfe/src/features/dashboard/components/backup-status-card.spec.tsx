import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { BackupStatusCard, backupWarning } from './backup-status-card';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';
import { useAuthStore } from '@konak/shared-ui';

const run = (status: 'ok' | 'failed', at: string, bytes = 0, error = '') => ({
  status,
  started_at: at,
  finished_at: at,
  bytes,
  error,
});
const base = {
  enabled: true,
  interval_hours: 24,
  keep: 14,
  destination: 'disk' as const,
  last: null,
  last_ok: null,
  stale: true,
};
let answer: Record<string, unknown> = base;
const api = mockApi({ 'GET /api/backups/status': () => answer });

signInAs('owner');
afterEach(() => jest.clearAllMocks());

describe('the dashboard backup card', () => {
  it('says in plain Turkish that backups are off when no interval is set', async () => {
    answer = { ...base, enabled: false, interval_hours: null };
    render(<BackupStatusCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Otomatik yedekleme kapalı: sitenin yedeği alınmıyor. Sunucuyu kuran kişiye söyleyin.',
    );
    expect(alert).not.toHaveTextContent('BACKUP_INTERVAL_HOURS');
    // The setting's name is for whoever runs the server, folded away under the message.
    expect(screen.getByText('Sunucuyu kuran kişi için').closest('details')).toHaveTextContent(
      'BACKUP_INTERVAL_HOURS',
    );
  });

  it("shows the last backup's time, size and result, without a warning when it is recent", async () => {
    const ok = run('ok', '2030-01-13T09:30:00.000Z', 28 * 1024 * 1024);
    answer = { ...base, last: ok, last_ok: ok, stale: false };
    render(<BackupStatusCard />);
    const card = await screen.findByTestId('backup-status');
    expect(card).toHaveTextContent('Son yedek: 13 Ocak 2030');
    expect(card).toHaveTextContent('28 MB · başarılı');
    expect(card).toHaveTextContent('24 saatte bir, son 14 yedek sunucu diskinde');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("warns when the last good one is over two days old, and shows a failure's reason", async () => {
    answer = {
      ...base,
      last: run('failed', '2030-01-16T09:30:00.000Z', 0, 'ENOSPC: no space left on device'),
      last_ok: run('ok', '2030-01-13T09:30:00.000Z', 1000),
      stale: true,
    };
    render(<BackupStatusCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Son başarılı yedek iki günden eski (13 Ocak 2030',
    );
    expect(screen.getByTestId('backup-status')).toHaveTextContent(
      'başarısız (ENOSPC: no space left on device)',
    );
    expect(backupWarning({ ...base, last: null, last_ok: null })).toBe('Henüz başarılı bir yedek yok.');
  });

  it("is the owner's only: nothing is asked for another role", async () => {
    useAuthStore.setState({
      user: { id: 2, name: 'Sena', email: 's@konak.tr', role: 'sales', created_at: '' },
    });
    const { container } = render(<BackupStatusCard />);
    await new Promise((r) => setTimeout(r, 10));
    expect(container).toBeEmptyDOMElement();
    expect(api['GET /api/backups/status']).not.toHaveBeenCalled();
  });
});
