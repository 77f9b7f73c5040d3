import { screen } from '@testing-library/react';
import { Container, ContainerModule } from 'inversify';
import { kiwiSaverModule } from '../../../../src/features/kiwisaver/kiwisaver.module';
import { KIWISAVER_TOKENS } from '../../../../src/features/kiwisaver/tokens';
import KiwiSaverPage from '../../../../src/features/kiwisaver/ui/KiwiSaverPage';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { renderWithServices } from '../../../support/renderWithServices';
import { FakeKiwiSaverService } from '../fakes/FakeKiwiSaverService';

async function renderPage(service: FakeKiwiSaverService) {
  const container = new Container();
  await container.load(kiwiSaverModule, new ContainerModule(({ bind }) => {
    bind(KIWISAVER_TOKENS.KiwiSaverService).toConstantValue(service);
    bind(PLATFORM_TOKENS.Monitoring).toConstantValue(new FakeMonitoring());
  }));
  renderWithServices(<KiwiSaverPage />, { container });
}

describe('KiwiSaverPage', () => {
  it("shows a member's balance, fund, rate, government contribution against $260.72, first-home position and a described chart", async () => {
    await renderPage(new FakeKiwiSaverService());
    expect(await screen.findByText('$42,318.77')).toBeInTheDocument();
    expect(screen.getByText('Growth Fund')).toBeInTheDocument();
    expect(screen.getByText('4% of your pay')).toBeInTheDocument();
    expect(screen.getByText('$246.60')).toBeInTheDocument();
    expect(screen.getByText(/of the \$260\.72 maximum/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Government contribution earned this year' })).toHaveAttribute('value', '95');
    expect(screen.getByText('$41,318.77')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /balance over time.*From \$40,500\.00 on 31 Aug 2026 to \$42,318\.77 on 31 Oct 2026/ })).toBeInTheDocument();
  });

  it('invites a customer without KiwiSaver to join', async () => {
    await renderPage(new FakeKiwiSaverService(null));
    expect(await screen.findByRole('link', { name: 'Join KiwiSaver' })).toHaveAttribute('href', '/apply/open-a/kiwisaver');
  });
});
