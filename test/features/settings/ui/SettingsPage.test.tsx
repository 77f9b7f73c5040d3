import { screen, within } from '@testing-library/react';
import SettingsPage from '../../../../src/features/settings/ui/SettingsPage';
import { TOP_NAVIGATION, isMenu } from '../../../../src/app/shell/navigation/navItems';
import { renderWithServices } from '../../../support/renderWithServices';

describe('SettingsPage', () => {
  it('links every page of the Settings menu, in the menu order and with its words', () => {
    renderWithServices(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const menu = TOP_NAVIGATION.find((item) => isMenu(item) && item.label === 'Settings');
    if (!menu || !isMenu(menu)) throw new Error('no Settings menu');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(menu.items.map((item) => item.href));
    for (const [i, item] of menu.items.entries()) expect(links[i]).toHaveAccessibleName(new RegExp(`^${item.label}\\b`));
    expect(document.title).toBe('Settings | Kōwhai Bank');
  });
});
