import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentPlan, Project } from '@konak/shared-ui';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';
import { TestRouter } from '../../../test/test-router';
import { usePaymentPlansStore } from '../stores/payment-plans-store';
import { PaymentPlansPanel } from './payment-plans-panel';

const project = {
  id: 4,
  slug: 'gunes-evleri',
  title: { tr: 'Güneş Evleri', en: '', ru: '' },
} as unknown as Project;
const plan = (id: number, tr: string, extra: Partial<PaymentPlan> = {}): PaymentPlan => ({
  id,
  project_id: 4,
  name: { tr, en: `${tr} en`, ru: `${tr} ru` },
  down_payment_percent: 35,
  months: 24,
  annual_rate_percent: 0,
  cash_discount_percent: 0,
  position: id,
  ...extra,
});
let stored: PaymentPlan[] = [];

const api = mockApi({
  'GET /api/projects/{id}/payment-plans': () => stored,
  'POST /api/projects/{id}/payment-plans': ({ body }) => {
    const created = { ...plan(9, ''), ...(body as object) } as PaymentPlan;
    stored = [...stored, created];
    return created;
  },
  'PUT /api/payment-plans/{id}': ({ body }) => ({ ...stored[0], ...(body as object) }),
  'DELETE /api/payment-plans/{id}': ({ params }) => {
    stored = stored.filter((p) => p.id !== params?.path?.id);
  },
});

signInAs('editor');
beforeEach(() => {
  stored = [plan(1, '24 ay faizsiz', { cash_discount_percent: 5 })];
});
afterEach(() => {
  usePaymentPlansStore.setState({ projectId: null, items: [], mode: { kind: 'closed' } });
  jest.clearAllMocks();
});

const renderPanel = () =>
  render(
    <TestRouter>
      <PaymentPlansPanel project={project} />
    </TestRouter>,
  );

describe('Ödeme planları panel', () => {
  it('lists the plans and adds one, showing the worked example for a 5.000.000 ₺ home as it is typed', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Ödeme planları' })).toBeInTheDocument();
    expect(await screen.findByText('%35 peşinat, 24 ay faizsiz, peşine %5 indirim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Yeni plan' }));
    await userEvent.type(screen.getByLabelText(/Plan adı \(TR\)/), '12 ay vadeli');
    const months = screen.getByLabelText(/Taksit sayısı/);
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    const rate = screen.getByLabelText(/Yıllık faiz/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '12');
    const example = screen.getByTestId('payment-plan-example');
    expect(example).toHaveTextContent('Peşinat (%35): 1.750.000,00 ₺');
    expect(example).toHaveTextContent(/Aylık taksit: 12 × 288\.758,\d\d ₺.*yıllık %12 faizle/);
    await act(async () => userEvent.click(screen.getByRole('button', { name: /Kaydet/ })));
    expect(api['POST /api/projects/{id}/payment-plans']).toHaveBeenCalledWith({
      params: { path: { id: 4 } },
      body: {
        name: { tr: '12 ay vadeli', en: '', ru: '' },
        down_payment_percent: 35,
        months: 12,
        annual_rate_percent: 12,
        cash_discount_percent: 0,
      },
    });
    expect(await screen.findAllByTestId('admin-payment-plan')).toHaveLength(2);
  }, 30_000);

  it('refuses months out of the contract limits at the field without sending', async () => {
    renderPanel();
    await screen.findByText('24 ay faizsiz');
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const months = screen.getByLabelText(/Taksit sayısı/);
    await userEvent.clear(months);
    await userEvent.type(months, '130');
    await act(async () => userEvent.click(screen.getByRole('button', { name: /Kaydet/ })));
    expect(api['PUT /api/payment-plans/{id}']).not.toHaveBeenCalled();
    expect(screen.getAllByText('Taksit sayısı 0 ile 120 ay arasında tam sayı olmalı').length).toBeGreaterThan(
      0,
    );
  });

  it('asks before deleting a plan, saying it leaves the site at once and waits in the trash', async () => {
    renderPanel();
    await screen.findByText('24 ay faizsiz');
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = screen.getByRole('dialog', { name: '“24 ay faizsiz” silinsin mi?' });
    expect(dialog).toHaveTextContent(
      'daire pencerelerinden ve broşüründen hemen kalkar. Çöp kutusuna taşınacak, 30 gün içinde geri alınabilir.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(api['DELETE /api/payment-plans/{id}']).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await act(async () =>
      userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' })),
    );
    expect(api['DELETE /api/payment-plans/{id}']).toHaveBeenCalledWith({ params: { path: { id: 1 } } });
    expect(await screen.findByText('Henüz ödeme planı yok.')).toBeInTheDocument();
  });
});
