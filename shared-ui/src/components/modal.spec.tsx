import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Düzenle</button>
      {open && (
        <Modal title="Yöneticiyi düzenle" onClose={close}>
          <label>
            Ad Soyad <input />
          </label>
          <button>Kaydet</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('opens as a modal <dialog> named by its title, with focus inside', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // showModal, not show: the browser keeps focus inside and the page behind inert while it is open.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    showModal.mockRestore();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Düzenle' });
    await userEvent.click(opener);
    await userEvent.type(screen.getByLabelText('Ad Soyad'), 'Ece');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the × button and on a press on the backdrop, not inside', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    await userEvent.click(screen.getByLabelText('Ad Soyad'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
