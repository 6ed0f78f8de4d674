import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadSettingsSection, parseEmails, validateLeadSettings } from './lead-settings-section';
import { mockApi } from '../../../test/mock-api';

const api = mockApi({
  'GET /api/settings/leads': () => ({
    sales_emails: ['satis@konak.test'],
    reminder_hours: 4,
    retention_days: 730,
    ip_retention_days: 180,
  }),
  'PUT /api/settings/leads': ({ body }) => ({
    sales_emails: [],
    reminder_hours: 4,
    retention_days: 730,
    ip_retention_days: 180,
    ...(body as object),
  }),
  'GET /api/contact/alerts': () => ({
    enabled: true,
    from: 'Konak <no-reply@konak.test>',
    recipients: ['satis@konak.test'],
    queued: 1,
    retrying: 1,
    failed: 2,
    sent: 9,
  }),
});
const saveLeadSettings = api['PUT /api/settings/leads'];
const getAlertsStatus = api['GET /api/contact/alerts'];

afterEach(() => jest.clearAllMocks());

describe('Talep bildirimleri ve saklama süreleri', () => {
  it('reads addresses one per line or separated by commas, and checks the numbers', () => {
    expect(parseEmails('a@x.com, b@y.com\n\nc@z.com')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
    expect(
      validateLeadSettings({
        emails: 'a@x.com\nyanlış',
        reminder: '0',
        retention: '730',
        ipRetention: 'çok',
      }),
    ).toEqual([
      'Geçerli bir e-posta adresi girin: yanlış',
      'Hatırlatma süresi 1 ile 200 arasında bir tam sayı olmalıdır',
      'IP adresi saklama süresi 1 ile 3650 arasında bir tam sayı olmalıdır',
    ]);
  });

  it('says whether alerts are on, and saves sales e-mails, reminder hours and retention days', async () => {
    render(<LeadSettingsSection />);
    expect(
      await screen.findByText(
        /E-posta bildirimleri açık \(gönderen: Konak <no-reply@konak.test>\). Bekleyen: 2, gönderilemeyen: 2\./,
      ),
    ).toBeInTheDocument();
    const emails = screen.getByLabelText('Satış ekibinin e-posta adresleri');
    expect(emails).toHaveValue('satis@konak.test');
    await userEvent.type(emails, '\nmudur@konak.test');
    const reminder = screen.getByLabelText('Hatırlatma (çalışma saati)');
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '6');
    const retention = screen.getByLabelText('Talep saklama süresi (gün)');
    await userEvent.clear(retention);
    await userEvent.type(retention, '365');
    await userEvent.click(screen.getByRole('button', { name: 'Talep ayarlarını kaydet' }));
    expect(saveLeadSettings).toHaveBeenCalledWith({
      body: {
        sales_emails: ['satis@konak.test', 'mudur@konak.test'],
        reminder_hours: 6,
        retention_days: 365,
        ip_retention_days: 180,
      },
    });
  });

  it('refuses a bad address before sending, and says when alerts are off', async () => {
    getAlertsStatus.mockResolvedValueOnce({
      enabled: false,
      from: '',
      recipients: [],
      queued: 0,
      retrying: 0,
      failed: 0,
      sent: 0,
    });
    render(<LeadSettingsSection />);
    expect(
      await screen.findByText(
        /E-posta gönderimi kapalı: sunucu yöneticisinin e-posta ayarını yapması gerekir/,
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Satış ekibinin e-posta adresleri'), '\nsatis');
    await userEvent.click(screen.getByRole('button', { name: 'Talep ayarlarını kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçerli bir e-posta adresi girin: satis');
    expect(saveLeadSettings).not.toHaveBeenCalled();
  });
});
