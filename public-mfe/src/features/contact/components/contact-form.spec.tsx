import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { useToastStore } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { sendContact } from '../api/send-contact';
import { ContactForm } from './contact-form';

jest.mock('../api/send-contact', () => ({ sendContact: jest.fn() }));
const send = sendContact as jest.MockedFunction<typeof sendContact>;

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

  it('sends the request, clears the form and shows the success toast', async () => {
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
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: 'Başarılı!',
        description: 'Talebiniz başarıyla gönderildi.',
      }),
    ]);
    expect(screen.getByRole('button', { name: 'GÖNDER' })).toBeEnabled();
  });

  it('keeps what was typed and shows the error toast when sending fails', async () => {
    send.mockRejectedValue(new Error('500'));
    renderAt(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'GÖNDER' }));

    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      kind: 'error',
      title: 'Hata',
      description: 'Form gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    });
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
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Success!',
        description: 'Your request has been sent successfully.',
      }),
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
      expect(useToastStore.getState().toasts.map((t) => t.description)).not.toContain(
        'Form gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
      );
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

    it('after a fix, sends, clears the reasons and shows only the success toast', async () => {
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
      expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'success' })]);
    });

    it('a success takes away an earlier error toast', async () => {
      send.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce();
      const { user } = await sendWith('0532 000 00 00');
      await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ kind: 'error' }));
      await user.click(screen.getByRole('button', { name: 'GÖNDER' }));
      await waitFor(() =>
        expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'success' })]),
      );
    });
  });
});
