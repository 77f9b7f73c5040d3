import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PersonalisePage from '../../../../src/features/personalise/ui/PersonalisePage';
import { renderWithServices } from '../../../support/renderWithServices';
import { personaliseKit } from '../support/personaliseKit';

async function setup() {
  const kit = await personaliseKit();
  renderWithServices(<PersonalisePage />, { container: kit.container, path: '/personalise' });
  return { ...kit, user: userEvent.setup() };
}

describe('PersonalisePage', () => {
  it('renames an account and moves it up, then saves both', async () => {
    const { user, service } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Personalise' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Nickname for Online Saver/ }), 'Holiday fund');
    await user.click(screen.getByRole('button', { name: 'Move Online Saver up' }));
    expect(screen.getByText('Holiday fund is now number 2 of 3.')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(rows[1]!).getByRole('textbox')).toHaveValue('Holiday fund');
    expect(screen.getByRole('button', { name: 'Move Everyday up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account names and order have been saved.')).toBeInTheDocument();
    expect((await service.list()).map((a) => a.nickname ?? a.name)).toEqual(['Everyday', 'Holiday fund', 'Bills']);
    expect(document.title).toBe('Personalise | Kōwhai Bank');
  });

  it('refuses a nickname against the rule on its field', async () => {
    const { user, service } = await setup();
    const bills = await screen.findByRole('textbox', { name: /Nickname for Bills/ });
    await user.type(bills, 'Bills 💸');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(bills).toHaveAttribute('aria-invalid', 'true');
    expect(bills).toHaveAccessibleDescription(/A nickname can have letters, numbers/);
    expect((await service.list())[1]?.nickname).toBeNull();
  });
});
