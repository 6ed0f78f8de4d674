import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
