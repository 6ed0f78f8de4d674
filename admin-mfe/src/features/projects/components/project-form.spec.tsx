import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsPage } from './projects-page';
import { useProjectsStore } from '../stores/projects-store';
import { createProject } from '../api/create-project';
import { TestRouter } from '../../../test/test-router';

jest.mock('../api/list-projects', () => ({ listProjects: jest.fn(async () => []) }));
jest.mock('../api/create-project', () => ({ createProject: jest.fn(async (p: object) => ({ id: 5, ...p })) }));
jest.mock('../api/update-project', () => ({ updateProject: jest.fn() }));
jest.mock('../api/delete-project', () => ({ deleteProject: jest.fn() }));
jest.mock('../api/upload-images', () => ({ uploadImages: jest.fn() }));

afterEach(() => useProjectsStore.getState().reset());

async function openNewProject() {
  render(
    <TestRouter>
      <ProjectsPage />
    </TestRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: /Yeni proje/ }));
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Proje bölümleri' })).getByRole('tab', { name: new RegExp(`^${name}`) });

async function fillRequired() {
  const langs = within(screen.getAllByRole('tablist', { name: 'Dil' })[0]);
  for (const [lang, text] of [['TR', 'Deniz Konakları'], ['EN', 'Deniz Mansions'], ['RU', 'Дениз']]) {
    await userEvent.click(langs.getByRole('tab', { name: new RegExp(lang) }));
    await userEvent.type(screen.getByLabelText(`Başlık (${lang}) *`), text);
    await userEvent.type(screen.getByLabelText(`Alt başlık (${lang}) *`), 'Alt');
    await userEvent.type(screen.getByLabelText(`Açıklama (${lang}) *`), 'Açıklama');
  }
}

describe('project form', () => {
  it('shows all seven sections as tabs', async () => {
    await openNewProject();
    const names = within(screen.getByRole('tablist', { name: 'Proje bölümleri' }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toEqual(['Temel Bilgiler', 'Teknik Bilgiler', 'Özellikler', 'Daire Planları', 'Lokasyon', 'Mimari', 'Galeri']);
  });

  it('saved from another tab, opens the tab that holds the problem and marks it', async () => {
    await openNewProject();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Video adresi (URL)'), 'bu bir adres değil');
    await userEvent.click(tab('Galeri'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(tab('Temel Bilgiler')).toHaveAttribute('aria-selected', 'true');
    expect(within(tab('Temel Bilgiler')).getByLabelText('eksik')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Video adresi /api/uploads/ ya da https:// ile başlayan bir adres olmalı');
    expect(createProject).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Video adresi (URL)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(createProject).toHaveBeenCalledWith(expect.objectContaining({ slug: 'deniz-konaklari', video_url: '' }));
  });

  it('marks the plans tab for a plan image address the server would refuse', async () => {
    await openNewProject();
    await fillRequired();
    await userEvent.click(tab('Daire Planları'));
    await userEvent.click(screen.getByRole('button', { name: /Plan ekle/ }));
    await userEvent.type(screen.getByLabelText('Plan görseli: veya görsel adresi (URL)'), 'plan.png');
    await userEvent.click(tab('Temel Bilgiler'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(tab('Daire Planları')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Plan görseli adresi');
  });
});
