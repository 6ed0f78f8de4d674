import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { UnsavedChangesDialog, useUnsavedChanges, useUnsavedStore } from './unsaved-changes';
import { TestRouter } from '../test/test-router';

function Form() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return <input aria-label="Başlık" value={text} onChange={(e) => setText(e.target.value)} />;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Geri
    </button>
  );
}

function renderApp() {
  return render(
    <TestRouter initialEntries={['/other', '/form']}>
      <Link to="/other">Başka ekran</Link>
      <BackButton />
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/other" element={<p>başka ekran açıldı</p>} />
      </Routes>
      <UnsavedChangesDialog />
    </TestRouter>,
  );
}

afterEach(() => act(() => useUnsavedStore.setState({ dirty: false, pending: null })));

describe('unsaved changes', () => {
  it('leaves a clean form without asking', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    expect(screen.getByText('başka ekran açıldı')).toBeInTheDocument();
  });

  it('asks before leaving a changed form, and stays when the user says so', async () => {
    renderApp();
    await userEvent.type(screen.getByLabelText('Başlık'), 'Yeni');
    await userEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    expect(screen.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Formda kal' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('Yeni');

    await userEvent.click(screen.getByRole('link', { name: 'Başka ekran' }));
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri at ve çık' }));
    expect(screen.getByText('başka ekran açıldı')).toBeInTheDocument();
  });

  it('holds the browser’s Back too', async () => {
    renderApp();
    await userEvent.type(screen.getByLabelText('Başlık'), 'Yeni');
    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(screen.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Formda kal' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('Yeni');

    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri at ve çık' }));
    expect(screen.getByText('başka ekran açıldı')).toBeInTheDocument();
  });

  it('asks the browser before closing a tab with unsaved changes', async () => {
    renderApp();
    await userEvent.type(screen.getByLabelText('Başlık'), 'x');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
