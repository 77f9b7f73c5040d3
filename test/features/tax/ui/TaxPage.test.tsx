import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TaxPage from '../../../../src/features/tax/ui/TaxPage';
import { renderWithServices } from '../../../support/renderWithServices';
import { taxKit } from '../support/taxKit';

async function setup() {
  const kit = await taxKit();
  renderWithServices(<TaxPage />, { container: kit.container, path: '/tax' });
  return { ...kit, user: userEvent.setup() };
}

describe('TaxPage', () => {
  it('shows the IRD number formatted and the PIR chosen', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax details' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /IRD number/ })).toHaveValue('49-091-850');
    expect(screen.getByRole('radio', { name: '17.5%' })).toBeChecked();
    expect(document.title).toBe('Tax details | Kōwhai Bank');
  });

  it("gives an example IRD number that is not the customer's own, and links Inland Revenue's PIR guide (new tab)", async () => {
    await setup();
    const ird = await screen.findByRole('textbox', { name: /IRD number/ });
    expect(ird).toHaveAccessibleDescription(/for example 35-901-981/);
    const guide = screen.getByRole('link', { name: /Inland Revenue's PIR guide/ });
    expect(guide).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.ird\.govt\.nz\//));
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses an invalid IRD number on the field and saves nothing', async () => {
    const { user, tax } = await setup();
    const ird = await screen.findByRole('textbox', { name: /IRD number/ });
    await user.clear(ird);
    await user.type(ird, '136-410-133');
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(ird).toHaveAttribute('aria-invalid', 'true');
    expect(ird).toHaveAccessibleDescription(/That is not a valid IRD number/);
    expect((await tax.get()).irdNumber).toBe('49091850');
  });

  it('saves a new IRD number, rate and a tax residency', async () => {
    const { user, tax } = await setup();
    const ird = await screen.findByRole('textbox', { name: /IRD number/ });
    await user.clear(ird);
    await user.type(ird, '136-410-132');
    await user.click(screen.getByRole('radio', { name: '28%' }));
    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country 1' }), 'AU');
    await user.type(screen.getByRole('textbox', { name: 'TIN for Australia' }), '123456782');
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Your tax details have been saved.')).toBeInTheDocument();
    await expect(tax.get()).resolves.toEqual({ irdNumber: '136410132', prescribedInvestorRate: '28', residencies: [{ country: 'AU', tin: '123456782' }] });
  });
});
