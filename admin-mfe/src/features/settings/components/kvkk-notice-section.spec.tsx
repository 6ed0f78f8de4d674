import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KvkkNoticeSection } from './kvkk-notice-section';
import { mockApi } from '../../../test/mock-api';

const V1 = {
  version: 1,
  hash: 'a'.repeat(64),
  created_at: '2026-11-20T09:00:00Z',
  created_by: '',
  text: { tr: '## 1. Kişisel Veriler\n\nEski metin', en: '', ru: '' },
};
const V2 = {
  version: 2,
  hash: 'b'.repeat(64),
  created_at: '2026-11-27T09:00:00Z',
  created_by: 'admin@konak.test',
  text: { tr: '## Yeni\n\nGüncel metin', en: '', ru: '' },
};

const api = mockApi({
  'GET /api/kvkk/versions': () => [V2, V1],
  'POST /api/kvkk/versions': ({ body }) => ({
    version: 3,
    hash: 'c'.repeat(64),
    created_at: '2026-11-28T09:00:00Z',
    created_by: 'admin@konak.test',
    ...(body as object),
  }),
});
const createKvkkVersion = api['POST /api/kvkk/versions'];

describe('KVKK aydınlatma metni', () => {
  it('edits the version in force and saves it as a new version', async () => {
    render(<KvkkNoticeSection />);
    const text = await screen.findByLabelText('Metin (Türkçe)');
    expect(text).toHaveValue('## Yeni\n\nGüncel metin');
    expect(screen.getByText('Yürürlükte: sürüm 2')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Yeni sürüm olarak kaydet' });
    expect(save).toBeDisabled();
    await userEvent.type(text, ' ve ek');
    await userEvent.click(save);
    expect(createKvkkVersion).toHaveBeenCalledWith({
      body: { text: { tr: '## Yeni\n\nGüncel metin ve ek', en: '', ru: '' } },
    });
    expect(await screen.findByText('Yürürlükte: sürüm 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sürüm \d/ }).map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Sürüm 3/),
      expect.stringMatching(/^Sürüm 2/),
      expect.stringMatching(/^Sürüm 1/),
    ]);
  });

  it('keeps old versions readable, with their date and hash', async () => {
    render(<KvkkNoticeSection />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sürüm 1/ }));
    expect(screen.getByLabelText('Sürüm 1 metni')).toHaveTextContent('Eski metin');
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
  });

  it('requires the Turkish text', async () => {
    render(<KvkkNoticeSection />);
    await userEvent.clear(await screen.findByLabelText('Metin (Türkçe)'));
    await userEvent.click(screen.getByRole('button', { name: 'Yeni sürüm olarak kaydet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Türkçe metin zorunludur');
  });
});
