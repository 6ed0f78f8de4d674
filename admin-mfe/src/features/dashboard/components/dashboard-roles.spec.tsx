import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

// No handler for /api/contact or its figures: an editor's dashboard must not ask for them.
const api = mockApi({
  'GET /api/projects': () => paged([{ id: 1 }], 3),
  'GET /api/blog': () => paged([{ id: 1 }], 12),
  'GET /api/translations/missing': () => ({ items: [], total: 0 }),
});

describe('the dashboard of an editor', () => {
  signInAs('editor');

  it('shows the content figures without call-back requests, and no failure notice', async () => {
    render(
      <TestRouter>
        <DashboardPage />
      </TestRouter>,
    );
    expect(await screen.findByText('Toplam proje')).toBeInTheDocument();
    expect(screen.queryByText('İletişim talebi')).not.toBeInTheDocument();
    expect(screen.queryByText('Son iletişim talepleri')).not.toBeInTheDocument();
    expect(screen.queryByText('Site ayarları')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Object.keys(api).filter((route) => api[route as keyof typeof api].mock.calls.length > 0)).toEqual([
      'GET /api/projects',
      'GET /api/blog',
      'GET /api/translations/missing',
    ]);
  });
});
