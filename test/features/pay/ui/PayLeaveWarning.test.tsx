import { screen } from '@testing-library/react';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { renderPay } from './payKit';

/** What the browser does before the tab closes: a prevented event is its "Leave site?" prompt. */
function leaveTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving Pay with a payment half typed', () => {
  it('asks the browser to confirm once the customer has typed, and not before', async () => {
    const { user } = await renderPay();
    await screen.findByRole('textbox', { name: 'Amount ($)' });
    expect(leaveTab()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '25');
    expect(leaveTab()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Amount ($)' }));
    expect(leaveTab()).toBe(false);
  });

  it('stays quiet with the debug panel\'s "Hide browser prompts" switch on, read when the tab is left', async () => {
    const { user, app } = await renderPay();
    await user.type(await screen.findByRole('textbox', { name: 'Amount ($)' }), '25');
    app.container.get(PLATFORM_TOKENS.DebugOptions).write('stopPrompts', true);
    expect(leaveTab()).toBe(false);
    app.container.get(PLATFORM_TOKENS.DebugOptions).write('stopPrompts', false);
    expect(leaveTab()).toBe(true);
  });
});
