import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContactsPage } from './contacts-page';
import { ContactDetailPage } from './contact-detail-page';
import { useAssigneesStore } from '../stores/assignees-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

// signInAs signs in id 1 (Ece, sales here); Selin is another salesperson.
const ALI = {
  id: 7,
  name: 'Ali Veli',
  phone: '+90 555',
  email: 'ali@example.com',
  status: 'new',
  created_at: '2024-01-15T10:00:00Z',
  project: '',
  utm_source: '',
  referrer_host: '',
  suspicious: false,
  suspicious_reason: '',
  assigned_to: 2,
};
const DETAIL = {
  ...ALI,
  message: '',
  language: 'tr',
  notes: '',
  notice_version: null,
  notice_hash: '',
  notice_date: null,
  marketing_consent: false,
  page: '',
  utm_medium: '',
  utm_campaign: '',
  unit: '',
  client_ip: '',
  anonymised: false,
  alerts_enabled: false,
  mails: [],
  history: [],
};

const api = mockApi({
  'GET /api/contact': () => paged([ALI], 1),
  'GET /api/contact/{id}': () => DETAIL,
  'PUT /api/contact/{id}': () => ({}),
  'GET /api/projects': () => [],
  'GET /api/contact/stats': () => ({ new_count: 1, total: 1, suspicious_count: 0 }),
  'GET /api/contact/assignees': () => [
    { id: 1, name: 'Ece', role: 'sales' },
    { id: 2, name: 'Selin', role: 'sales' },
  ],
});

afterEach(() => {
  useAssigneesStore.getState().reset();
  jest.clearAllMocks();
});

function Address() {
  return <output aria-label="adres">{decodeURIComponent(useLocation().search)}</output>;
}

describe('call-back assignment in the panel', () => {
  signInAs('sales');

  it('narrows the list to “Bana atananlar” through the address, and names who calls each back', async () => {
    render(
      <TestRouter initialEntries={['/admin/contacts']}>
        <Routes>
          <Route
            path="/admin/contacts"
            element={
              <>
                <ContactsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </TestRouter>,
    );
    const row = await screen.findByRole('article');
    expect(await within(row).findByText('Atanan: Selin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bana atananlar' }));
    expect(screen.getByLabelText('adres')).toHaveTextContent('atanan=bana');
    expect(api['GET /api/contact'].mock.calls.at(-1)?.[0].params.query).toMatchObject({ assigned: 'me' });
    expect(screen.getByRole('button', { name: 'Bana atananlar' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('gives a request to oneself from its page', async () => {
    render(
      <TestRouter initialEntries={['/admin/contacts/7']}>
        <Routes>
          <Route path="/admin/contacts/:id" element={<ContactDetailPage />} />
        </Routes>
      </TestRouter>,
    );
    const choice = await screen.findByRole('combobox', { name: 'Atanan kişi' });
    await screen.findByRole('option', { name: 'Ece (siz)' });
    expect(choice).toHaveValue('2');
    await userEvent.selectOptions(choice, 'Ece (siz)');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(api['PUT /api/contact/{id}']).toHaveBeenCalledWith({
      params: { path: { id: 7 } },
      body: { assigned_to: 1, notes: '' },
    });
    // Read again after saving, as the server has it.
    await waitFor(() => expect(api['GET /api/contact/{id}']).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
  });
});
