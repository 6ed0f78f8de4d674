import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { useToastStore } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { ContactForm } from './contact-form';
import { LEAD_SOURCE_KEY } from '../lead-source';

/** The form's one write, POST /api/contact: `send` gets its body. */
const mockSend = jest.fn<Promise<void>, [body: Record<string, unknown>]>();
const send = mockSend;
jest.mock('../../../api/client', () => ({
  ...jest.requireActual('../../../api/client'),
  // The notice in force, GET /api/kvkk.
  readApi: jest.fn(async () => ({ version: 3, hash: 'a'.repeat(64) })),
  sendApi: jest.fn((path: string, body: Record<string, unknown>) =>
    path === '/api/contact' ? mockSend(body) : Promise.reject(new Error(path)),
  ),
}));

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Ad Soyad/), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/Telefon Numarası/), '0532 000 00 00');
  await user.type(screen.getByLabelText(/E-posta Adresi/), 'ayse@example.com');
  return user;
}

describe('call-back form', () => {
  beforeEach(() => {
    send.mockReset();
    useToastStore.setState({ toasts: [] });
  });

  it('sends the request, clears the form and says so beside the button, in a live region (no toast)', async () => {
    let finish: () => void = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAt(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'GÖNDER' }));

    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ayşe Yılmaz',
        phone: '0532 000 00 00',
        email: 'ayse@example.com',
        language: 'tr',
        website: '',
      }),
    );
    finish();

    await waitFor(() => expect(screen.getByLabelText(/Ad Soyad/)).toHaveValue(''));
    expect(screen.getByLabelText(/E-posta Adresi/)).toHaveValue('');
    const sent = screen.getByTestId('form-sent');
    expect(sent).toHaveTextContent(
      'Başarılı! Talebiniz başarıyla gönderildi. Size en kısa sürede dönüş yapacağız.',
    );
    expect(sent.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'GÖNDER' })).toBeEnabled();
  });

  it('keeps what was typed and says beside the button that sending failed', async () => {
    send.mockRejectedValue(new Error('500'));
    expect(await sendForAnswer()).toHaveTextContent(
      'Form gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('form-error'));
    expect(screen.getByLabelText(/Ad Soyad/)).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByLabelText(/E-posta Adresi/)).toHaveValue('ayse@example.com');
  });

  it('does not send without name, phone and email and says what is missing', async () => {
    renderAt(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ad Soyad/), '   ');
    await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lütfen ad soyad, telefon ve geçerli bir e-posta adresi girin.',
    );
    expect(screen.getByLabelText(/Telefon Numarası/)).toBeRequired();
  });

  it('speaks the page language', async () => {
    send.mockResolvedValue();
    renderAt(<ContactForm />, '/en/iletisim');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full Name/), 'John Smith');
    await user.type(screen.getByLabelText(/Phone Number/), '+44 20 0000 0000');
    await user.type(screen.getByLabelText(/Email Address/), 'john@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByTestId('form-sent')).toHaveTextContent(
      'Success! Your request has been sent successfully. We will get back to you shortly.',
    );
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }));
  });

  describe('when the server refuses what was typed (422)', () => {
    /** The API's answer to a phone "abc": SPEC's {detail: [{loc, msg, type}]} with Turkish messages. */
    function refusal(detail: unknown[]) {
      const response = new Response(JSON.stringify({ detail }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      });
      const request = new Request('http://localhost/api/contact/', { method: 'POST' });
      return new HTTPError(response, request, {} as never);
    }
    const badPhone = [{ loc: ['body', 'phone'], msg: 'Geçerli bir telefon numarası girin', type: 'matches' }];

    async function sendWith(phone: string, path = '/iletisim') {
      renderAt(<ContactForm />, path);
      const user = userEvent.setup();
      const [name, tel, mail] = path.startsWith('/en')
        ? [/Full Name/, /Phone Number/, /Email Address/]
        : path.startsWith('/ru')
          ? [/Имя и фамилия/, /Номер телефона/, /Электронная почта/]
          : [/Ad Soyad/, /Telefon Numarası/, /E-posta Adresi/];
      await user.type(screen.getByLabelText(name), 'Ayşe Yılmaz');
      await user.type(screen.getByLabelText(tel), phone);
      await user.type(screen.getByLabelText(mail), 'ayse@example.com');
      await user.click(screen.getByRole('button', { name: /GÖNDER|SEND|ОТПРАВИТЬ/ }));
      return { user, tel: screen.getByLabelText(tel) };
    }

    it('says at the phone field what is wrong with it', async () => {
      send.mockRejectedValue(refusal(badPhone));
      const { tel } = await sendWith('abc');

      await waitFor(() => expect(tel).toHaveAttribute('aria-invalid', 'true'));
      await waitFor(() => expect(tel).toHaveFocus());
      const message = document.getElementById(tel.getAttribute('aria-describedby')!.split(' ')[0]);
      expect(message).toHaveTextContent('Geçerli bir telefon numarası yazın, örn. 0532 123 45 67.');
      expect(screen.getByLabelText(/Ad Soyad/)).not.toHaveAttribute('aria-invalid');
      expect(tel).toHaveValue('abc');
      expect(screen.getByRole('alert')).toHaveTextContent('Lütfen işaretli alanları düzeltin.');
      expect(
        screen.queryByText('Form gönderilirken bir hata oluştu. Lütfen tekrar deneyin.'),
      ).not.toBeInTheDocument();
    });

    it('speaks the page language, whatever language the server answered in', async () => {
      send.mockRejectedValue(
        refusal([
          ...badPhone,
          { loc: ['body', 'email'], msg: 'Geçerli bir e-posta adresi girin', type: 'isEmail' },
        ]),
      );
      await sendWith('abc', '/en/iletisim');
      expect(
        await screen.findByText('Enter a valid phone number, e.g. +90 532 123 45 67.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Enter a valid email address, e.g. name@example.com.')).toBeInTheDocument();
      expect(screen.queryByText(/Geçerli/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    });

    it('names a reason it does not know in the page language', async () => {
      send.mockRejectedValue(refusal([{ loc: ['body', 'phone'], msg: 'Bilinmeyen', type: 'somethingNew' }]));
      const { tel } = await sendWith('abc', '/ru/iletisim');
      await waitFor(() => expect(tel).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByText('Проверьте это поле.')).toBeInTheDocument();
      expect(screen.queryByText('Bilinmeyen')).not.toBeInTheDocument();
    });

    it('after a fix, sends, clears the reasons and says only that it was sent', async () => {
      send.mockRejectedValueOnce(refusal(badPhone)).mockResolvedValueOnce();
      const { user, tel } = await sendWith('abc');
      await waitFor(() => expect(tel).toHaveAttribute('aria-invalid', 'true'));

      await user.clear(tel);
      await user.type(tel, '0532 000 00 00');
      expect(screen.queryByText(/Geçerli bir telefon/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));

      await waitFor(() => expect(tel).toHaveValue(''));
      expect(tel).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTestId('form-sent')).toBeInTheDocument();
    });

    it('a success takes away an earlier error', async () => {
      send.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce();
      const { user } = await sendWith('0532 000 00 00');
      expect(await screen.findByRole('alert')).toHaveTextContent('Form gönderilirken bir hata oluştu.');
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
      expect(await screen.findByTestId('form-sent')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('when sends come too often (429)', () => {
    function limited(retryAfter?: string) {
      const response = new Response(JSON.stringify({ detail: 'Çok fazla talep gönderildi.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
      });
      return new HTTPError(
        response,
        new Request('http://localhost/api/contact/', { method: 'POST' }),
        {} as never,
      );
    }

    it('says that this connection sent too many and in how many minutes to try again', async () => {
      send.mockRejectedValue(limited('481'));
      expect(await sendForAnswer()).toHaveTextContent(
        'Bu bağlantıdan çok fazla talep gönderildi. Lütfen 9 dakika sonra tekrar deneyin.',
      );
      expect(screen.getByLabelText(/Ad Soyad/)).toHaveValue('Ayşe Yılmaz');
    });

    it('speaks the page language, and says "shortly" when the server names no wait', async () => {
      send.mockRejectedValueOnce(limited('60')).mockRejectedValueOnce(limited());
      renderAt(<ContactForm />, '/ru/iletisim');
      const user = await fillRu();
      await user.click(screen.getByRole('button', { name: 'ОТПРАВИТЬ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'С этого подключения отправлено слишком много заявок. Попробуйте ещё раз через 1 мин.',
      );
      await user.click(screen.getByRole('button', { name: 'ОТПРАВИТЬ' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Сейчас слишком много заявок. Попробуйте ещё раз чуть позже.',
        ),
      );
    });
  });

  describe('on a page the server drew', () => {
    /** The server's HTML of the form, with what a visitor typed before the app started, then hydrated. */
    async function typedThenHydrated() {
      const ui = (
        <MemoryRouter initialEntries={['/iletisim']}>
          <ContactForm withMessage />
        </MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      const field = (label: RegExp) => within(container).getByLabelText<HTMLInputElement>(label);
      // Usable at once: nothing is disabled before the app starts.
      expect(container.querySelector(':disabled')).toBeNull();
      field(/Ad Soyad/).value = 'Ayşe Yılmaz';
      field(/Telefon Numarası/).value = '0532 000 00 00';
      field(/E-posta Adresi/).value = 'ayse@example.com';
      field(/açık rıza/).checked = true;
      await act(async () => {
        hydrateRoot(container, ui);
      });
      return { container, field };
    }

    it('keeps what was typed before the app started, and sends it', async () => {
      send.mockResolvedValue();
      const { container, field } = await typedThenHydrated();
      const user = userEvent.setup();
      // A render after hydration (typing elsewhere) must not write the empty state over the typed values.
      await user.type(within(container).getByLabelText(/Mesajınız/), 'Merhaba');
      expect(field(/Ad Soyad/)).toHaveValue('Ayşe Yılmaz');
      expect(field(/E-posta Adresi/)).toHaveValue('ayse@example.com');
      await user.click(within(container).getByRole('button', { name: 'GÖNDER' }));
      await waitFor(() => expect(send).toHaveBeenCalled());
      expect(send.mock.calls[0][0]).toMatchObject({
        name: 'Ayşe Yılmaz',
        phone: '0532 000 00 00',
        email: 'ayse@example.com',
        message: 'Merhaba',
        marketing_consent: true,
      });
      container.remove();
    });

    it('leaves validation to its own, translated message (no browser bubble)', async () => {
      const { container } = await typedThenHydrated();
      expect(container.querySelector('form')).toHaveAttribute('novalidate');
      container.remove();
    });
  });

  describe('the KVKK ledger and the lead source', () => {
    beforeEach(() => sessionStorage.clear());
    afterEach(() => jest.restoreAllMocks());

    it('links the notice, keeps the marketing consent separate and unticked, and sends the notice hash', async () => {
      send.mockResolvedValue();
      renderAt(<ContactForm />, '/en/blog');
      // In a new tab (issue 26): following it must not lose what the visitor typed, and says so.
      const notice = screen.getByRole('link', { name: 'Personal Data Notice (KVKK) (opens in a new tab)' });
      expect(notice).toHaveAttribute('href', '/en/kvkk');
      expect(notice).toHaveAttribute('target', '_blank');
      expect(notice).toHaveAttribute('rel', 'noopener');
      const consent = screen.getByRole('checkbox', { name: /explicit consent/ });
      expect(consent).not.toBeChecked();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/Full Name/), 'John Smith');
      await user.type(screen.getByLabelText(/Phone Number/), '+44 20 7946 0000');
      await user.type(screen.getByLabelText(/Email Address/), 'john@example.com');
      await user.click(screen.getByRole('button', { name: 'SEND' }));
      await waitFor(() => expect(send).toHaveBeenCalled());
      expect(send.mock.calls[0][0]).toMatchObject({
        notice_version: 'a'.repeat(64),
        marketing_consent: false,
        language: 'en',
      });
      // Given only when ticked, and not kept ticked for the next request.
      await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
      await user.click(consent);
      await user.type(screen.getByLabelText(/Full Name/), 'John Smith');
      await user.type(screen.getByLabelText(/Phone Number/), '+44 20 7946 0000');
      await user.type(screen.getByLabelText(/Email Address/), 'john@example.com');
      await user.click(screen.getByRole('button', { name: 'SEND' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send.mock.calls[1][0]).toMatchObject({ marketing_consent: true });
      await waitFor(() => expect(consent).not.toBeChecked());
    });

    it("sends the project of a project page, the page, how long the form was open and the visit's landing source", async () => {
      send.mockResolvedValue();
      sessionStorage.setItem(
        LEAD_SOURCE_KEY,
        JSON.stringify({
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'kis',
          referrer: 'https://www.google.com',
        }),
      );
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
      renderAt(<ContactForm />, '/ru/projeler/gunes-evleri');
      now.mockReturnValue(1_045_000);
      const user = await fillRu();
      await user.click(screen.getByRole('button', { name: 'ОТПРАВИТЬ' }));
      await waitFor(() => expect(send).toHaveBeenCalled());
      expect(send.mock.calls[0][0]).toMatchObject({
        project: 'gunes-evleri',
        form_ms: 45_000,
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'kis',
        referrer: 'https://www.google.com',
      });
      // jsdom's own address is the page (the router's is in memory).
      expect(send.mock.calls[0][0].page).toBe(window.location.pathname);
    });

    it("a unit's form sends the unit in its own field, keeps the message after a failure and starts it again after a send", async () => {
      send.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce();
      renderAt(
        <ContactForm withMessage message="A-0-4 ile ilgileniyorum" unit="A-0-4" />,
        '/projeler/gunes-evleri',
      );
      const user = await fill();
      const message = screen.getByLabelText(/Mesajınız/);
      await user.clear(message);
      await user.type(message, 'Bahçeli olan');
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Form gönderilirken bir hata oluştu.');
      expect(send.mock.calls[0][0]).toMatchObject({
        unit: 'A-0-4',
        message: 'Bahçeli olan',
        project: 'gunes-evleri',
      });
      expect(message).toHaveValue('Bahçeli olan');
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
      expect(await screen.findByTestId('form-sent')).toBeInTheDocument();
      expect(send.mock.calls[1][0]).toMatchObject({ unit: 'A-0-4', message: 'Bahçeli olan' });
      expect(message).toHaveValue('A-0-4 ile ilgileniyorum');
      expect(screen.getByLabelText(/Ad Soyad/)).toHaveValue('');
    });

    it("sends no project off a project page, and the contact page's message", async () => {
      send.mockResolvedValue();
      renderAt(<ContactForm withMessage />, '/iletisim');
      const user = await fill();
      await user.type(screen.getByLabelText(/Mesajınız/), '  3+1 daire için  ');
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
      await waitFor(() => expect(send).toHaveBeenCalled());
      expect(send.mock.calls[0][0]).toMatchObject({ message: '3+1 daire için' });
      expect(send.mock.calls[0][0]).not.toHaveProperty('project');
      expect(send.mock.calls[0][0]).not.toHaveProperty('unit');
    });
  });
});

/** Fills and sends the Turkish form; the error said beside the button. */
async function sendForAnswer() {
  renderAt(<ContactForm />);
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
  return screen.findByTestId('form-error');
}

async function fillRu() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Имя/), 'Иван Петров');
  await user.type(screen.getByLabelText(/телефона/), '+7 900 000 00 00');
  await user.type(screen.getByLabelText(/почт/i), 'ivan@example.com');
  return user;
}
