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

  it('shows the language the form opens, and marks one holding an error', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(
      <LanguageTabs active="ru" onSelect={onSelect} invalid={['ru']}>
        {(lang) => <p>alan-{lang}</p>}
      </LanguageTabs>,
    );
    expect(screen.getByText('alan-ru')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'RU eksik' })).toHaveClass('kui-langtabs__tab--invalid');
    await userEvent.click(screen.getByRole('tab', { name: 'EN' }));
    expect(onSelect).toHaveBeenCalledWith('en');
    rerender(
      <LanguageTabs active="en" onSelect={onSelect}>
        {(lang) => <p>alan-{lang}</p>}
      </LanguageTabs>,
    );
    expect(screen.getByText('alan-en')).toBeInTheDocument();
  });
});
