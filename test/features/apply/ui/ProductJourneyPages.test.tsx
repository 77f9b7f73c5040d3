import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { applyFeature } from '../../../../src/features/apply';
import { APPLY_TOKENS } from '../../../../src/features/apply/tokens';
import { InsurancePage, OverdraftPage } from '../../../../src/features/apply/ui/ProductJourneyPages';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import type { FakeApplicationService } from '../fakes/FakeApplicationService';

async function open(Page: ComponentType, path: string, heading: string) {
  const kit = appKit({ path });
  await kit.loadArea(applyFeature);
  await kit.session.start();
  await kit.session.login(AROHA);
  kit.renderApp(<Page />);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { kit, user: userEvent.setup(), service: kit.container.get(APPLY_TOKENS.ApplicationService) as FakeApplicationService };
}

describe('InsurancePage', () => {
  it('offers the bundle’s products, asks the health questions, and shows the quote to accept', async () => {
    const { user } = await open(InsurancePage, '/apply/open-a/insurance', 'Your cover');
    const kinds = screen.getByRole('group', { name: 'Type of cover' });
    expect(within(kinds).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Life insurance', 'Trauma cover']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('How much cover would you like?')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(kinds).getByRole('radio', { name: 'Trauma cover' }));
    await user.type(screen.getByLabelText('How much cover would you like?'), '100,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Your health' });
    for (const question of [/smoked/, /health condition/, /hazardous/]) {
      await user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: 'No' }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    expect(await screen.findByText('$100.00 a month')).toBeInTheDocument();
    expect(screen.getByText('How much cover would you like?', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^\$100,000$/);
    await user.click(screen.getByRole('button', { name: 'Accept quote and apply' }));
    expect(await screen.findByRole('link', { name: 'See your policy in My insurance' })).toHaveAttribute('href', '/online/my-insurance');
  });
});

describe('OverdraftPage', () => {
  it('offers only the everyday account and explains a limit out of range on its field', async () => {
    const { user } = await open(OverdraftPage, '/apply/open-a/overdraft', 'Your overdraft');
    const account = screen.getByLabelText('Account');
    expect(within(account).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Everyday 38-9000-0000001-00']);
    await user.type(screen.getByLabelText('Overdraft limit'), '9,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Overdraft limit')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Enter a limit between $0 and $5,000').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Overdraft limit')).toHaveValue('9,000');
  });
});
