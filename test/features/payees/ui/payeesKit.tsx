import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { payeesFeature } from '../../../../src/features/payees';
import { PAYEES_TOKENS } from '../../../../src/features/payees/tokens';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import type { FakePayeeService } from '../fakes/FakePayeeService';
import type { FakeInternationalPayeeService } from '../fakes/FakeInternationalPayeeService';
import type { FakeFeatureService } from '../../session/fakes/FakeFeatureService';

/** A payees page over the fakes, Aroha logged in, the area loaded as its route would load it. */
export async function renderPayeesPage(
  Page: ComponentType, path: string, heading: string, prepare?: (payees: FakePayeeService) => void, flags?: (features: FakeFeatureService) => void,
) {
  const app = appKit({ path });
  flags?.(app.features);
  await app.session.start();
  await app.session.login(AROHA);
  await app.loadArea(payeesFeature);
  const payees = app.container.get(PAYEES_TOKENS.PayeeService) as FakePayeeService;
  prepare?.(payees);
  await act(async () => { app.renderApp(<><Page /><GlobalChallengeDialog /></>); });
  await screen.findByRole('heading', { name: heading, level: 1 });
  const international = app.container.get(PAYEES_TOKENS.InternationalPayeeService) as FakeInternationalPayeeService;
  return { app, payees, international, user: userEvent.setup() };
}
