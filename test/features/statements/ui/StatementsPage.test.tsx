import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statementsFeature, STATEMENTS_TOKENS } from '../../../../src/features/statements';
import StatementsPage from '../../../../src/features/statements/ui/StatementsPage';
import { appKit } from '../../../support/appKit';
import type { FakeStatementService } from '../fakes/FakeStatementService';

async function open() {
  const app = appKit({ path: '/settings/statements' });
  await app.loadArea(statementsFeature);
  app.renderApp(<StatementsPage />);
  return { app, user: userEvent.setup(), service: app.container.get(STATEMENTS_TOKENS.StatementService) as FakeStatementService };
}

describe('StatementsPage', () => {
  it('lists statements by month and downloads one as a PDF', async () => {
    const { user, service } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Statements and letters' })).toBeInTheDocument();
    const october = await screen.findByRole('region', { name: 'October 2026' });
    expect(within(october).getByText('Bills')).toBeInTheDocument();
    const download = within(october).getByRole('button', { name: 'Download Bills statement for October 2026 (PDF)' });
    await user.click(download);
    expect(service.downloads).toEqual(['1000001-2/2026-10']);
    await waitFor(() => expect(download).toBeEnabled());
  });

  it('changes the delivery to posted letters and says so', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: 'Posted: to your postal address' }));
    expect(await screen.findByText("We'll post your statements and letters to you.")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Posted: to your postal address' })).toBeChecked();
  });
});
