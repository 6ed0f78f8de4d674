import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { WebhooksPage } from './webhooks-page';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';

const ENDPOINT = {
  id: 5,
  url: 'https://crm.example.com/konak',
  events: ['contact.created', 'unit.status_changed'],
  active: true,
  secret_hint: '…a1b2',
  created_at: '2026-11-01T10:00:00Z',
  pending: 0,
  failed: 1,
};
const SECRET = 'whsec_0123456789abcdef0123456789abcdef0123456789abcdef';

function refusal(detail: unknown) {
  const response = new Response(JSON.stringify({ detail }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, new Request('http://x/api/webhooks'), {} as never);
}

let endpoints = [ENDPOINT];
const api = mockApi({
  'GET /api/webhooks': () => endpoints,
  'GET /api/webhooks/{id}/deliveries': () =>
    paged(
      [
        {
          id: 9,
          event: 'webhook.test',
          status: 'failed',
          attempts: 8,
          response_code: 500,
          last_error: 'HTTP 500',
          created_at: '2026-11-02T10:00:00Z',
          next_attempt_at: null,
          sent_at: null,
        },
      ],
      1,
    ),
  'POST /api/webhooks': () => ({
    ...ENDPOINT,
    id: 6,
    url: 'https://hooks.example.com/x',
    events: ['post.published'],
    secret: SECRET,
    secret_hint: '…cdef',
  }),
  'PATCH /api/webhooks/{id}': () => ({ ...ENDPOINT, active: false }),
  'DELETE /api/webhooks/{id}': () => undefined,
  'POST /api/webhooks/{id}/test': () => ({ id: 10, event: 'webhook.test', status: 'pending', attempts: 0 }),
});

const renderPage = () =>
  render(
    <TestRouter initialEntries={['/admin/webhooklar']}>
      <WebhooksPage />
    </TestRouter>,
  );

afterEach(() => {
  endpoints = [ENDPOINT];
  jest.clearAllMocks();
});

describe('Otomatik bildirimler', () => {
  it('lists an address with its events in Turkish and its recent deliveries', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    expect(within(card).getByText(/Geri arama talebi geldi · Dairenin durumu değişti/)).toBeInTheDocument();
    expect(within(card).getByText('1 başarısız')).toBeInTheDocument();
    const row = await within(card).findByRole('row', { name: /Deneme gönderimi/ });
    expect(within(row).getByText('Başarısız')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(api['GET /api/webhooks/{id}/deliveries']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { id: 5 }, query: { page: 1, per_page: 20 } } }),
    );
  });

  it('adds an address and shows its secret once, with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+ Yeni adres' }));
    const form = screen.getByRole('dialog', { name: 'Yeni bildirim adresi' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(within(form).getByText('En az bir olay seçin')).toBeInTheDocument();
    expect(api['POST /api/webhooks']).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Adres (URL)'), 'https://hooks.example.com/x');
    await userEvent.click(within(form).getByLabelText(/Yazı yayımlandı/));
    await userEvent.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(api['POST /api/webhooks']).toHaveBeenCalledWith({
      body: { url: 'https://hooks.example.com/x', events: ['post.published'] },
    });
    const secret = await screen.findByRole('dialog', { name: 'Gizli anahtar' });
    expect(within(secret).getByText(SECRET)).toBeInTheDocument();
    await userEvent.click(within(secret).getByRole('button', { name: 'Kopyala' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await userEvent.click(within(secret).getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it("shows the server's field error at the address", async () => {
    api['POST /api/webhooks'].mockRejectedValueOnce(
      refusal([
        { loc: ['body', 'url'], msg: 'Adres http:// veya https:// ile başlamalı', type: 'value_error.url' },
      ]),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '+ Yeni adres' }));
    const form = screen.getByRole('dialog', { name: 'Yeni bildirim adresi' });
    await userEvent.type(within(form).getByLabelText('Adres (URL)'), 'ftp://x');
    await userEvent.click(within(form).getByLabelText(/Geri arama talebi geldi/));
    await userEvent.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(await within(form).findByText('Adres http:// veya https:// ile başlamalı')).toBeInTheDocument();
  });

  it('sends a test, pauses, and deletes only after a dialog that says what goes', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    await userEvent.click(within(card).getByRole('button', { name: 'Test gönder' }));
    expect(api['POST /api/webhooks/{id}/test']).toHaveBeenCalledWith({ params: { path: { id: 5 } } });
    await userEvent.click(within(card).getByRole('button', { name: 'Devre dışı bırak' }));
    expect(api['PATCH /api/webhooks/{id}']).toHaveBeenCalledWith({
      params: { path: { id: 5 } },
      body: { active: false },
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: ENDPOINT.url })).getByRole('button', { name: 'Sil' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Adres silinsin mi?' });
    expect(dialog).toHaveTextContent(
      'gönderim geçmişiyle çöp kutusuna taşınacak, 30 gün içinde geri alınabilir',
    );
    expect(dialog).toHaveTextContent('Devre dışı bırak');
    expect(api['DELETE /api/webhooks/{id}']).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Çöp kutusuna taşı' }));
    expect(api['DELETE /api/webhooks/{id}']).toHaveBeenCalledWith({ params: { path: { id: 5 } } });
  });
});
