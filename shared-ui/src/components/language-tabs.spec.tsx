import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageTabs } from './language-tabs';

describe('LanguageTabs', () => {
  it('shows one language at a time and marks the missing ones', async () => {
    render(<LanguageTabs missing={['en', 'ru']}>{(lang) => <p>alan-{lang}</p>}</LanguageTabs>);
    expect(screen.getByText('alan-tr')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TR' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'EN eksik' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('eksik')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'RU eksik' }));
    expect(screen.getByText('alan-ru')).toBeInTheDocument();
    expect(screen.queryByText('alan-tr')).not.toBeInTheDocument();
  });
});
