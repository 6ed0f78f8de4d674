import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PageAddress } from './page-address';

describe('PageAddress', () => {
  it('links the saved page by its whole address, host and path, nothing else', () => {
    render(<PageAddress path="/projeler/kundu-villalari" saved />);
    const link = screen.getByRole('link', { name: 'localhost/projeler/kundu-villalari' });
    expect(link).toHaveAttribute('href', '/projeler/kundu-villalari');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('writes an unsaved address as text: there is no page to open yet', () => {
    render(<PageAddress path="/projeler/yeni" saved={false} />);
    expect(screen.getByText('localhost/projeler/yeni')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
