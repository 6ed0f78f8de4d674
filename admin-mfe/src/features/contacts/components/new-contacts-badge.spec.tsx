import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { NEW_CONTACTS_COUNT_ID, NewContactsBadge } from './new-contacts-badge';
import { useContactStats } from '../../../components/contact-stats-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const stats = mockApi({ 'GET /api/contact/stats': jest.fn() })['GET /api/contact/stats'];
afterEach(() => useContactStats.setState({ stats: null }));

describe('the menu count of new requests (issue 16)', () => {
  it('shows how many requests wait as "new", said in words to a screen reader as the link\'s description', async () => {
    stats.mockResolvedValue({ new_count: 3 });
    render(
      <TestRouter>
        <a href="/admin/contacts" aria-describedby={NEW_CONTACTS_COUNT_ID}>
          İletişim Talepleri
          <NewContactsBadge />
        </a>
      </TestRouter>,
    );
    expect(await screen.findByTestId('new-contacts-count')).toHaveTextContent(/^3/);
    // The link keeps its name (menus are found by it); the count is its description.
    expect(screen.getByRole('link')).toHaveAccessibleName('İletişim Talepleri');
    expect(screen.getByRole('link')).toHaveAccessibleDescription('3 yeni talep');
  });

  it('shows nothing when none wait or the count cannot be read', async () => {
    stats.mockResolvedValueOnce({ new_count: 0 });
    const { unmount } = render(
      <TestRouter>
        <NewContactsBadge />
      </TestRouter>,
    );
    await act(async () => stats.mock.results.at(-1)?.value.catch(() => undefined));
    expect(screen.queryByTestId('new-contacts-count')).not.toBeInTheDocument();
    // The id the menu link is described by still exists, with nothing to say.
    expect(document.getElementById(NEW_CONTACTS_COUNT_ID)).toBeEmptyDOMElement();
    unmount();
    stats.mockRejectedValueOnce(new Error('down'));
    render(
      <TestRouter>
        <NewContactsBadge />
      </TestRouter>,
    );
    await act(async () => stats.mock.results.at(-1)?.value.catch(() => undefined));
    expect(screen.queryByTestId('new-contacts-count')).not.toBeInTheDocument();
  });
});
