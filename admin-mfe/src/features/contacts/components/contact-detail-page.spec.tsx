import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ContactDetailPage } from './contact-detail-page';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { useAuthStore } from '@konak/shared-ui';

const BASE = {
  id: 7,
  name: 'Ayşe Yılmaz',
  phone: '+90 532 000 00 00',
  email: 'ayse@example.com',
  message: 'Deniz manzaralı olsun',
  project: 'gunes-evleri',
  language: 'ru',
  status: 'new',
  created_at: '2026-11-27T07:00:00Z',
  notice_version: 2,
  notice_hash: 'ab12cd34ef56'.padEnd(64, '0'),
  notice_lang: 'en',
  notice_date: '2026-11-20T09:00:00Z',
  marketing_consent: true,
  page: '/ru/projeler/gunes-evleri',
  referrer_host: 'www.google.com',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'kis',
  unit: 'B-4-12',
  client_ip: '203.0.113.9',
  anonymised: false,
  alerts_enabled: true,
  mails: [] as object[],
  notes: '',
  history: [] as object[],
  repeat_count: 0,
  repeats: [] as object[],
};

const api = mockApi({
  'GET /api/contact/{id}': jest.fn(),
  'PUT /api/contact/{id}': () => ({}),
  'POST /api/contact/{id}/not-suspicious': () => ({}),
  'GET /api/contact/stats': () => ({ new_count: 0 }),
  'GET /api/projects': () => paged([{ slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' } }]),
});
const clearSuspicion = api['POST /api/contact/{id}/not-suspicious'];
const signedOut = useAuthStore.getState();
const signIn = (role: 'owner' | 'sales' | 'editor') =>
  useAuthStore.setState({
    status: 'authenticated',
    user: { id: 1, name: 'Selin', email: 'selin@konak.tr', role, created_at: '' },
  });
const getContact = api['GET /api/contact/{id}'];
const updateContact = api['PUT /api/contact/{id}'];

const show = (contact: object) => {
  getContact.mockResolvedValueOnce(contact);
  render(
    <TestRouter initialEntries={['/admin/contacts/7']}>
      <Routes>
        <Route path="/admin/contacts/:id" element={<ContactDetailPage />} />
      </Routes>
    </TestRouter>,
  );
};
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('one contact request', () => {
  it('shows the consent it carries and where it came from', async () => {
    show({
      ...BASE,
      mails: [
        {
          id: 1,
          kind: 'alert',
          status: 'sent',
          attempts: 1,
          last_error: '',
          next_attempt_at: null,
          sent_at: '2026-11-27T07:00:05Z',
          created_at: '2026-11-27T07:00:00Z',
        },
      ],
    });
    const consent = await section('KVKK onayı');
    expect(consent.getByText(/Sürüm 2 \(20 Kasım 2026 12:00\)/)).toBeInTheDocument();
    // The ledger names the language of the text the visitor read (issue 26).
    expect(consent.getByText('Gösterilen metnin dili').nextElementSibling).toHaveTextContent('İngilizce');
    expect(consent.getByText('Verildi')).toBeInTheDocument();
    expect(consent.getByText('203.0.113.9')).toBeInTheDocument();
    const source = await section('Kaynak');
    for (const text of ['/ru/projeler/gunes-evleri', 'www.google.com', 'google / cpc / kis', 'B-4-12'])
      expect(source.getByText(text)).toBeInTheDocument();
    // The project by its name, the page under a plain label, not the address word.
    expect(await source.findByText('Güneş Evleri')).toBeInTheDocument();
    expect(source.queryByText('gunes-evleri')).toBeNull();
    expect(source.getByText('Geldiği sayfa').nextElementSibling).toHaveTextContent(
      '/ru/projeler/gunes-evleri',
    );
    // The accepted text's fingerprint is named and folded, not shown bare.
    expect(consent.getByText('Onaylanan metnin kimliği').closest('details')).toHaveTextContent(
      BASE.notice_hash,
    );
    expect((await section('Kişi')).getByRole('link', { name: '+90 532 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+905320000000',
    );
    const mails = await section('Satış ekibine bildirim');
    expect(mails.getByText('Gönderildi')).toBeInTheDocument();
    expect(mails.getByText(/27 Kasım 2026 10:00/)).toBeInTheDocument();
  });

  it('shows an alert being retried with the SMTP server’s reason, and a failed reminder', async () => {
    show({
      ...BASE,
      marketing_consent: false,
      notice_version: null,
      notice_hash: '',
      notice_date: null,
      mails: [
        {
          id: 1,
          kind: 'alert',
          status: 'retrying',
          attempts: 2,
          last_error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:587',
          next_attempt_at: '2026-11-27T07:10:00Z',
          sent_at: null,
          created_at: '2026-11-27T07:00:00Z',
        },
        {
          id: 2,
          kind: 'reminder',
          status: 'failed',
          attempts: 8,
          last_error: 'SMTP 550: mailbox unavailable',
          next_attempt_at: null,
          sent_at: null,
          created_at: '2026-11-27T12:00:00Z',
        },
      ],
    });
    const mails = await section('Satış ekibine bildirim');
    expect(mails.getByText('Yeniden denenecek')).toBeInTheDocument();
    expect(mails.getByText(/2\. deneme başarısız; sonraki deneme 27 Kasım 2026 10:10/)).toBeInTheDocument();
    expect(mails.getByText('Sebep: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(mails.getByText('Gönderilemedi')).toBeInTheDocument();
    expect(mails.getByText('Sebep: SMTP 550: mailbox unavailable')).toBeInTheDocument();
    const consent = await section('KVKK onayı');
    expect(consent.getByText('Bilinmiyor (form sürüm bildirmedi)')).toBeInTheDocument();
    expect(consent.getByText('Verilmedi')).toBeInTheDocument();
  });

  it('says an erased request was erased, and why its address is empty', async () => {
    show({ ...BASE, name: 'Silindi', phone: '', email: '', client_ip: '', anonymised: true });
    const person = await section('Kişi');
    expect(person.getByText('Kişisel veriler silindi')).toBeInTheDocument();
    expect(person.queryByText('Yeni')).not.toBeInTheDocument();
    const consent = await section('KVKK onayı');
    expect(consent.getByText('IP adresi').nextElementSibling).toHaveTextContent(
      'Kişisel verilerle birlikte silindi',
    );
  });

  it('says an address past its keeping period was erased for that reason', async () => {
    show({ ...BASE, client_ip: '' });
    expect((await section('KVKK onayı')).getByText('IP adresi').nextElementSibling).toHaveTextContent(
      'Saklama süresi dolduğu için silindi',
    );
  });

  it('says why a request is suspected and moves it to the normal list with "Şüpheli değil"', async () => {
    signIn('sales');
    const suspected = { ...BASE, suspicious: true, suspicious_reason: 'fast' };
    show(suspected);
    const note = await screen.findByRole('region', { name: 'Şüpheli talep' });
    expect(note).toHaveTextContent('Şüpheli talep: Form çok hızlı gönderildi.');
    expect(note).toHaveTextContent('satış ekibine bildirim gönderilmedi');
    getContact.mockResolvedValueOnce({ ...suspected, suspicious: false, suspicious_reason: '' });
    await userEvent.click(within(note).getByRole('button', { name: 'Şüpheli değil' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Şüpheli talep' })).toBeNull());
    expect(clearSuspicion).toHaveBeenCalledTimes(1);
    expect(clearSuspicion.mock.calls[0][0]).toMatchObject({ params: { path: { id: 7 } } });
    useAuthStore.setState(signedOut, true);
  });

  it('shows no "Şüpheli değil" to a role that may not change requests', async () => {
    signIn('editor');
    show({ ...BASE, suspicious: true, suspicious_reason: 'honeypot' });
    const note = await screen.findByRole('region', { name: 'Şüpheli talep' });
    expect(note).toHaveTextContent('Şüpheli talep: Gizli alan dolduruldu.');
    expect(within(note).queryByRole('button')).toBeNull();
    useAuthStore.setState(signedOut, true);
  });

  it('says when alerts are off', async () => {
    show({ ...BASE, alerts_enabled: false });
    expect(
      (await section('Satış ekibine bildirim')).getByText(
        'E-posta gönderimi kapalı: sunucu yöneticisinin e-posta ayarını yapması gerekir.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps notes and the status, and shows who changed the status when (issue 16)', async () => {
    const after = {
      ...BASE,
      status: 'contacted',
      notes: 'Pazartesi geri ara',
      history: [
        {
          from_status: 'new',
          to_status: 'contacted',
          admin_email: 'satis@konak.test',
          created_at: '2026-11-27T08:15:00Z',
        },
      ],
    };
    show(BASE);
    const followUp = await section('Takip');
    expect(followUp.getByText('Durum henüz değiştirilmedi.')).toBeInTheDocument();
    const save = followUp.getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();
    await userEvent.type(followUp.getByLabelText('Notlar'), 'Pazartesi geri ara');
    await userEvent.selectOptions(followUp.getByRole('combobox', { name: 'Durum' }), 'contacted');
    getContact.mockResolvedValueOnce(after);
    await userEvent.click(save);
    expect(updateContact).toHaveBeenCalledWith({
      params: { path: { id: 7 } },
      body: { status: 'contacted', notes: 'Pazartesi geri ara' },
    });
    await waitFor(() =>
      expect(followUp.getByRole('list', { name: 'Durum geçmişi' })).toHaveTextContent(
        '27 Kasım 2026 11:15: Yeni → İletişimde (satis@konak.test)',
      ),
    );
    expect(followUp.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it("lists the same person's other requests with links, Turkish dates and status words", async () => {
    show({
      ...BASE,
      repeat_count: 2,
      repeats: [
        {
          id: 9,
          created_at: '2026-11-25T06:30:00Z',
          status: 'contacted',
          project: 'gunes-evleri',
          unit: 'A-1-2',
        },
        { id: 4, created_at: '2026-11-02T12:00:00Z', status: 'new', project: '', unit: '' },
      ],
    });
    const repeats = await section('Bu kişinin 30 gün içindeki diğer talepleri');
    expect(repeats.getByText(/Aynı telefon veya e-postayla/)).toBeInTheDocument();
    const items = repeats.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: '25 Kasım 2026 09:30' })).toHaveAttribute(
      'href',
      '/admin/contacts/9',
    );
    expect(items[0]).toHaveTextContent('İletişimde');
    expect(await within(items[0]).findByText('· Güneş Evleri · A-1-2')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: '2 Kasım 2026 15:00' })).toHaveAttribute(
      'href',
      '/admin/contacts/4',
    );
    expect(items[1]).toHaveTextContent('Yeni');
    // All of them are listed: no "newest N" note.
    expect(repeats.queryByText(/en yeni/)).toBeNull();
  });

  it('says when only the newest are listed', async () => {
    const repeats = Array.from({ length: 10 }, (_, i) => ({
      id: 20 + i,
      created_at: '2026-11-20T09:00:00Z',
      status: 'new',
      project: '',
      unit: '',
    }));
    show({ ...BASE, repeat_count: 14, repeats });
    expect(
      (await section('Bu kişinin 30 gün içindeki diğer talepleri')).getByText(
        /14 talep; en yeni 10 tanesi burada/,
      ),
    ).toBeInTheDocument();
  });

  it('has no repeats section for a request without repeats', async () => {
    show(BASE);
    await section('Kişi');
    expect(screen.queryByRole('region', { name: /diğer talepleri/ })).toBeNull();
  });
});
