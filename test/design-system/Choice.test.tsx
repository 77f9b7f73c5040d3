import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from '../../src/design-system/Checkbox';
import { Switch } from '../../src/design-system/Switch';

function SwitchHarness() {
  const [on, setOn] = useState(false);
  return <Switch label="Hide browser prompts" hint="For testing only" checked={on} onChange={(e) => setOn(e.target.checked)} />;
}

describe('Checkbox and Switch', () => {
  it('Checkbox is a native checkbox named by its label', async () => {
    render(<Checkbox label="I accept the terms" hint="You must accept to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('You must accept to continue');
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });

  it('Switch is a switch named by its label, toggled by click and Space', async () => {
    const user = userEvent.setup();
    render(<SwitchHarness />);
    const control = screen.getByRole('switch', { name: 'Hide browser prompts' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('For testing only');
  });
});
