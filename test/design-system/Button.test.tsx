import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/design-system/Button';

describe('Button', () => {
  it('is a button named by its words, primary-outline and medium by default', () => {
    render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveClass('ds-button--primary-outline', 'ds-button--medium');
    expect(button).toHaveAttribute('type', 'button');
  });

  it.each(['xsmall', 'small', 'medium', 'large', 'xlarge', 'responsive', 'responsive-small'] as const)('has the size %s', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`ds-button--${size}`);
  });

  it('shows a named icon in the spec colour without changing the name', () => {
    render(<Button icon="external" iconColour="yellow">Visit</Button>);
    const button = screen.getByRole('button', { name: 'Visit' });
    const wrapper = button.querySelector('.ds-button__icon');
    expect(wrapper).toHaveClass('ds-icon-colour--yellow');
    expect(wrapper?.querySelector('svg')).toHaveAttribute('data-icon', 'external');
  });

  it('marks itself busy and still reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button busy onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
