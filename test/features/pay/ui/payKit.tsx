import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { payFeature } from '../../../../src/features/pay';
import { PAY_TOKENS } from '../../../../src/features/pay/tokens';
import PayPage from '../../../../src/features/pay/ui/PayPage';
import { PAYEES_TOKENS } from '../../../../src/features/payees/tokens';
import PayeeFormPage from '../../../../src/features/payees/ui/PayeeFormPage';
import PayeesPage from '../../../../src/features/payees/ui/PayeesPage';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';
import type { TestOptions } from '../../../support/testOptions';
import type { FakePayeeService } from '../../payees/fakes/FakePayeeService';
import type { FakePaymentService } from '../fakes/FakePaymentService';

/**
 * Pay, and the payees pages it hands over to, over the test container with Aroha logged in:
 * the areas loaded as their routes load them, the routes a customer moves between.
 */
export async function renderPay(path = '/online/pay', options: TestOptions = {}, prepare?: (payments: FakePaymentService) => void) {
  const app = appKit({ ...options, path });
  if (options.webview) {
    // Inside the native app: the app hands over Aroha's session when the page starts.
    await app.login.execute(AROHA);
    const refreshToken = app.tokens.cookie ?? '';
    app.tokens.cookie = null;
    const starting = app.session.start();
    app.bridge.answer({ customerNumber: AROHA.customerNumber, refreshToken });
    await starting;
  } else {
    await app.session.start();
    await app.session.login(AROHA);
  }
  await app.loadArea(payFeature);
  const payments = app.container.get(PAY_TOKENS.PaymentService) as FakePaymentService;
  const payees = app.container.get(PAYEES_TOKENS.PayeeService) as FakePayeeService;
  prepare?.(payments);
  await act(async () => {
    app.renderApp(<>
      <Switch>
        <Route path="/online/pay" component={PayPage} />
        <Route path="/online/payees/new" component={PayeeFormPage} />
        <Route path="/payees" component={PayeesPage} />
      </Switch>
      <GlobalChallengeDialog />
    </>);
  });
  const user = userEvent.setup();
  /** Types the code the fake safeguard "sent" for its newest operation into the challenge dialog. */
  const enterCode = async () => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const newest = Array.from({ length: 20 }, (_, i) => `op-${20 - i}`).find((id) => payees.safeguard.codeFor(id));
    await user.type(within(dialog).getByLabelText('Security code'), payees.safeguard.codeFor(newest ?? '') ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  };
  return { app, payments, payees, bridge: app.bridge, user, enterCode };
}
