import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';
import { TestRouter } from '../../../test/test-router';

const contact = (id: number, status: string, created_at: string, phone = '') => ({ id, name: `Kişi ${id}`, email: `k${id}@x.tr`, phone, status, created_at });

jest.mock('../api/list-projects', () => ({ listProjects: jest.fn(async () => Promise.reject(new Error('hazır değil'))) }));
jest.mock('../api/list-posts', () => ({ listPosts: jest.fn(async () => [{ id: 1 }, { id: 2 }]) }));
jest.mock('../api/list-contacts', () => ({
  listContacts: jest.fn(async () => [
    contact(1, 'new', '2024-01-01T10:00:00Z', '0555'),
    contact(2, 'closed', '2024-01-02T10:00:00Z'),
    contact(3, 'new', '2024-01-03T10:00:00Z'),
    contact(4, 'contacted', '2024-01-04T10:00:00Z'),
    contact(5, 'new', '2024-01-05T10:00:00Z'),
    contact(6, 'new', '2024-01-06T10:00:00Z'),
  ]),
}));

describe('Dashboard', () => {
  it('counts a failed list as zero, shows the notice and the five latest requests', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<TestRouter><DashboardPage /></TestRouter>);
    expect(await screen.findByText('Dashboard verileri yüklenirken bir sorun oluştu.')).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(value('Toplam proje')).toBe('0');
    expect(value('Blog yazısı')).toBe('2');
    expect(value('İletişim talebi')).toBe('6');
    expect(value('Yeni talep')).toBe('4');
    const names = screen.getAllByText(/^Kişi \d$/).map((n) => n.textContent);
    expect(names).toEqual(['Kişi 6', 'Kişi 5', 'Kişi 4', 'Kişi 3', 'Kişi 2']);
    expect(screen.getByText('k2@x.tr · -')).toBeInTheDocument();
    expect(screen.getByText('6 Ocak 2024')).toBeInTheDocument();
  });

  it('opens the contact requests narrowed to the new ones from the “Yeni talep” counter', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<TestRouter><DashboardPage /></TestRouter>);
    expect(await screen.findByRole('link', { name: /Yeni talep/ })).toHaveAttribute('href', '/admin/contacts?durum=new');
    expect(screen.getByRole('heading', { name: 'Genel Bakış' })).toBeInTheDocument();
  });
});
