import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { Header } from './header';

describe('header on a phone', () => {
  it.each([
    ['/', 'İletişim', '/iletisim'],
    ['/blog', 'İletişim', '/iletisim'],
    ['/en', 'Contact', '/en/iletisim'],
    ['/ru/projeler', 'Контакты', '/ru/iletisim'],
  ])('the menu’s contact entry on %s opens the contact page', async (path, label, href) => {
    renderAt(<Header />, path);
    await userEvent.setup().click(screen.getByRole('button', { name: /menü|menu|меню/i }));
    const menu = document.getElementById('pub-mobile-menu')!;
    expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
