import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { clearResourceCache, ResourceProvider } from '../../../components/use-resource';
import { renderAt } from '../../../test/render';
import { unitsKey } from '../unit-data';
import { answer, project, rates } from '../test/fixtures';
import { UnitsSection as Section } from './units-section';

// What the route passes in: the contact feature's form (features do not import each other, a spec may).
// eslint-disable-next-line konak/boundaries
import { ContactForm } from '../../contact/components/contact-form';
const UnitsSection = (props: { project: Parameters<typeof Section>[0]['project'] }) => (
  <Section
    {...props}
    callBackForm={(message, unit) => <ContactForm tone="light" withMessage message={message} unit={unit} />}
  />
);

const mockSend = jest.fn<Promise<void>, [body: Record<string, unknown>]>(async () => {});
/** The reads: the units and the rates (by the address the server preloads them under), and the notice. */
const mockGet = jest.fn(async (path: string): Promise<unknown> => {
  if (path === unitsKey('gunes-evleri')) return answer;
  if (path === 'exchange-rates/') return rates;
  throw new Error(path);
});
jest.mock('../../../api/client', () => {
  const actual = jest.requireActual('../../../api/client');
  return {
    ...actual,
    readApi: jest.fn((path: string, params?: Record<string, string>) =>
      path === '/api/kvkk'
        ? Promise.resolve({ version: 3, hash: 'a'.repeat(64) })
        : mockGet(actual.apiPath(path, params)),
    ),
    sendApi: jest.fn((path: string, body: Record<string, unknown>) =>
      path === '/api/contact' ? mockSend(body) : Promise.reject(new Error(path)),
    ),
  };
});

// Typing into the form and loading the panel's chunk take a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeAll(() => {
  // jsdom has <dialog> without showModal.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  clearResourceCache();
  mockSend.mockClear();
  mockGet.mockClear();
});

const cells = () => within(screen.getByTestId('units-grid')).getAllByRole('button');
const cell = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label},`) });

describe('units section of the project page', () => {
  it('is drawn by the server with the page, from the preloaded units answer (no request)', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/projeler/gunes-evleri']}>
        <ResourceProvider preloaded={{ [unitsKey('gunes-evleri')]: answer }}>
          <UnitsSection project={project} />
        </ResourceProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Daireler');
    expect(html).toContain('4 / 8 konut satışta');
    expect(html).toContain('data-unit="A-1-10"');
    expect(html).toContain('data-status="sold"');
    expect(mockGet).not.toHaveBeenCalled();
  });

  it('draws the scroll cue from the server for a floor wider than a phone, for phones only until measured', () => {
    const draw = (units: typeof answer.units) =>
      renderToString(
        <MemoryRouter initialEntries={['/ru/projects/gunes-evleri']}>
          <ResourceProvider preloaded={{ [unitsKey('gunes-evleri')]: { ...answer, units } }}>
            <UnitsSection project={project} />
          </ResourceProvider>
        </MemoryRouter>,
      );
    // Block A's first floor with five homes: the cue is in the HTML, marked as the server's guess (units.css
    // shows it only below 420 px until the browser measures), so it takes its line from the first paint.
    const wide = [1, 2, 3, 4, 5].map((n) => ({ ...answer.units[0], id: 100 + n, floor: 1, number: `1${n}` }));
    expect(draw([...answer.units, ...wide])).toMatch(/data-testid="units-scroll-cue" data-measured="false"/);
    // At most four a floor: nothing to guess.
    expect(draw(answer.units)).not.toContain('units-scroll-cue');
  });

  it('is left out for a project without units', () => {
    renderAt(<UnitsSection project={{ ...project, units: null } as never} />, '/projeler/gunes-evleri');
    expect(screen.queryByText('Daireler')).toBeNull();
    expect(mockGet).not.toHaveBeenCalled();
  });

  it('browses the blocks, floors top first, each unit labelled with its status in words', async () => {
    const user = userEvent.setup();
    renderAt(<UnitsSection project={project} />, '/en/projects/gunes-evleri');
    expect(await screen.findByRole('tab', { name: 'Block A' })).toHaveAttribute('aria-selected', 'true');
    expect(cells().map((c) => c.dataset.unit)).toEqual(['A-2-3', 'A-1-2', 'A-1-10', 'A-0-1']);
    expect(cell('A-1-2')).toHaveAccessibleName('A-1-2, 1+1, Sold');
    // An English page shows euros first (the office has set the rate).
    expect(cell('A-2-3')).toHaveAccessibleName(/^A-2-3, 2\+1, Reserved, €154,450$/);
    expect(screen.getByRole('group', { name: 'Ground floor' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Block B' }));
    expect(cells().map((c) => c.dataset.unit)).toEqual(['B-4-11', 'B-4-12', 'B-3-9', 'B--1-1']);
    expect(screen.getByRole('group', { name: 'Basement 1' })).toBeInTheDocument();
    expect(cell('B-4-11')).toHaveAccessibleName('B-4-11, 1+1, Available, Price on request');
  });

  it('says a block wider than the phone scrolls sideways: a cue in the page’s language and a named region to scroll by keyboard', async () => {
    // jsdom lays nothing out: the grid's box is given a phone's width and its homes a wider row.
    const width = (name: 'scrollWidth' | 'clientWidth', px: (el: HTMLElement) => number) =>
      jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('pub-units__building') ? px(this) : 0;
      });
    const client = width('clientWidth', () => 350);
    const scroll = width('scrollWidth', () => 617);
    try {
      const { unmount } = renderAt(<UnitsSection project={project} />, '/ru/projects/gunes-evleri');
      expect(await screen.findByTestId('units-scroll-cue')).toHaveTextContent(
        'Листайте вбок, чтобы увидеть все квартиры',
      );
      const region = screen.getByRole('region', { name: 'Квартиры по этажам' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(screen.getByTestId('units-grid')).toHaveClass('has-more-right');
      expect(screen.getByTestId('units-grid')).not.toHaveClass('has-more-left');
      unmount();
      // A block that fits says nothing and adds no stop to the keyboard's path.
      scroll.mockImplementation(() => 350);
      renderAt(<UnitsSection project={project} />, '/ru/projects/gunes-evleri');
      expect(await screen.findByTestId('units-grid')).not.toHaveClass('has-more-right');
      expect(screen.queryByTestId('units-scroll-cue')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Квартиры по этажам' })).toBeNull();
    } finally {
      client.mockRestore();
      scroll.mockRestore();
    }
  });

  it('filters by rooms, status and price, and says how many homes match', async () => {
    const user = userEvent.setup();
    renderAt(<UnitsSection project={project} />, '/projeler/gunes-evleri');
    await screen.findByRole('tab', { name: 'A Blok' });
    await user.click(screen.getByRole('button', { name: '2+1' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 konut uygun');
    await user.selectOptions(screen.getByLabelText('Durum'), 'available');
    expect(screen.getByRole('status')).toHaveTextContent('2 konut uygun');
    await user.type(screen.getByLabelText(/En çok fiyat/), '6.000.000');
    expect(screen.getByRole('status')).toHaveTextContent('1 konut uygun');
    expect(cell('A-1-10')).not.toHaveClass('is-dim');
    expect(cell('A-1-2')).toHaveClass('is-dim');
    expect(screen.getByRole('tab', { name: /B Blok/ })).toHaveTextContent('(0)');
    await user.type(screen.getByLabelText(/En az fiyat/), '7000000');
    expect(screen.getByRole('status')).toHaveTextContent('Bu filtrelere uyan konut yok.');
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(screen.getByRole('status')).not.toHaveTextContent('uygun');
    expect(screen.getByLabelText(/En az fiyat/)).toHaveValue('');
  });

  it('converts prices at the office’s dated rate: euros first on an English page, a choice remembered', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('konak.currency');
    const first = renderAt(<UnitsSection project={project} />, '/en/projects/gunes-evleri');
    const currency = await screen.findByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TRY', 'EUR', 'USD']);
    expect(currency).toHaveValue('EUR');
    expect(screen.getByTestId('units-rate')).toHaveTextContent('Rate: €1 = ₺38.20, 26/11/2026');
    expect(cell('A-1-10')).toHaveAccessibleName(/€146,597$/);
    await user.selectOptions(currency, 'USD');
    expect(cell('A-1-10')).toHaveAccessibleName(/US\$|\$/);
    first.unmount();
    // The next page (another project, another visit) opens in the chosen currency.
    const second = renderAt(<UnitsSection project={project} />, '/en/projects/gunes-evleri');
    expect(await screen.findByLabelText('Currency')).toHaveValue('USD');
    await user.selectOptions(screen.getByLabelText('Currency'), 'TRY');
    expect(cell('A-1-10')).toHaveAccessibleName(/₺5,600,000$/);
    expect(screen.queryByTestId('units-rate')).toBeNull();
    second.unmount();
    localStorage.removeItem('konak.currency');
  });

  it('opens a unit with its plan and facts, and sends the call-back form pre-filled with the unit and the project', async () => {
    const user = userEvent.setup();
    renderAt(<UnitsSection project={project} />, '/projeler/gunes-evleri');
    await screen.findByRole('tab', { name: 'A Blok' });
    await user.click(screen.getByRole('tab', { name: 'B Blok' }));
    await user.click(cell('B-4-12'));
    const dialog = await screen.findByRole('dialog', { name: 'B-4-12' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img', { name: /2\+1 Daire/ })).toHaveAttribute(
      'src',
      '/uploads/plan-2.webp',
    );
    const facts = dialog.querySelector('dl')!.textContent;
    expect(facts).toContain('Brüt alan80,66 m²');
    expect(facts).toContain('CepheGüneydoğu');
    expect(facts).toContain('Kat4. Kat');
    expect(facts).toContain('Fiyat6.200.000\u00a0₺');
    expect(facts).toContain('DurumSatışta');
    // The project's payment plans, reckoned by the contract for this home's price.
    const plans = within(dialog)
      .getAllByTestId('unit-payment-plan')
      .map((li) => li.textContent);
    expect(plans[0]).toBe(
      '24 ay faizsizPeşinat %35: 2.170.000\u00a0₺24 ay × 167.917\u00a0₺, faizsizPeşin alımda (%5 indirim): 5.890.000\u00a0₺',
    );
    expect(plans[1]).toMatch(
      /^60 ay vadeliPeşinat %20: 1\.240\.000\u00a0₺60 ay × [\d.]+\u00a0₺, yıllık %12 faizle$/,
    );
    expect(within(dialog).getByRole('heading', { name: 'Ödeme planları' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Mesajınız/)).toHaveValue('B-4-12 ile ilgileniyorum');

    await user.type(within(dialog).getByLabelText(/Ad Soyad/), 'Ayşe Yılmaz');
    await user.type(within(dialog).getByLabelText(/Telefon Numarası/), '0532 000 00 00');
    await user.type(within(dialog).getByLabelText(/E-posta Adresi/), 'ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'GÖNDER' }));
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1));
    expect(mockSend.mock.calls[0][0]).toMatchObject({
      project: 'gunes-evleri',
      unit: 'B-4-12',
      message: 'B-4-12 ile ilgileniyorum',
      name: 'Ayşe Yılmaz',
    });
    // The answer inside the dialog, where the visitor is looking (a toast would be drawn under it).
    expect(await within(dialog).findByTestId('form-sent')).toHaveTextContent(
      'Talebiniz başarıyla gönderildi.',
    );
    expect(within(dialog).getByLabelText(/Mesajınız/)).toHaveValue('B-4-12 ile ilgileniyorum');

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pre-fills the message in English and Russian', async () => {
    const user = userEvent.setup();
    for (const [path, text] of [
      ['/en/projects/gunes-evleri', 'Interested in A-1-10'],
      ['/ru/projects/gunes-evleri', 'Интересует A-1-10'],
    ]) {
      const { unmount } = renderAt(<UnitsSection project={project} />, path);
      await user.click(await screen.findByRole('button', { name: /^A-1-10,/ }));
      const dialog = await screen.findByRole('dialog', { name: 'A-1-10' }, { timeout: 5000 });
      expect(within(dialog).getByRole('textbox', { name: /message|сообщение/i })).toHaveValue(text);
      unmount();
    }
  });

  it("shows the payment plans in the buyer's currency with the rate's date", async () => {
    const user = userEvent.setup();
    renderAt(<UnitsSection project={project} />, '/en/projects/gunes-evleri');
    await user.click(await screen.findByRole('button', { name: /^A-1-10,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'A-1-10' }, { timeout: 5000 });
    const section = within(dialog).getByRole('region', { name: 'Payment plans' });
    const plans = within(section)
      .getAllByTestId('unit-payment-plan')
      .map((li) => li.textContent);
    // 5.600.000 ₺ at 38,20 ₺ = €146,596.86: 35 % down, 24 × the rest, 5 % off for cash.
    expect(plans[0]).toBe(
      '24 months interest-freeDown payment 35%: €51,30924 months × €3,970, interest-freePaid at once (5% off): €139,267',
    );
    expect(plans[1]).toMatch(/^60 monthsDown payment 20%: €29,31960 months × €[\d,]+, at 12% a year$/);
    expect(section.textContent).toContain('Rate: €1 = ₺38.20, 26/11/2026');
    // A sold home shows no plans.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: /^A-1-2,/ }));
    const sold = await screen.findByRole('dialog', { name: 'A-1-2' }, { timeout: 5000 });
    expect(within(sold).queryByTestId('unit-payment-plan')).toBeNull();
  });

  it('says a sold-out project is sold out', async () => {
    const soldOut = { ...project, units: { total: 8, available: 0 } } as never;
    const all = {
      ...answer,
      units: answer.units.map((u) => ({ ...u, status: 'sold' as const })),
      counts: { total: 8, available: 0, reserved: 0, sold: 8 },
    };
    mockGet.mockImplementation(async (path: string) => (path === 'exchange-rates/' ? rates : all));
    renderAt(<UnitsSection project={soldOut} />, '/en/projects/gunes-evleri');
    expect(await screen.findByTestId('units-count')).toHaveTextContent('Sold out');
    expect(screen.getByText(/Every home in this project has been sold/)).toBeInTheDocument();
  });
});
