import { render, screen } from '@testing-library/react';
import { Icon, ICON_COLOURS } from '../../src/design-system/Icon';
import { ICON_PATHS } from '../../src/design-system/iconPaths';

describe('Icon', () => {
  it('is hidden decoration without a label', () => {
    const { container } = render(<Icon name="home" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('has every icon the shell needs', () => {
    expect(Object.keys(ICON_PATHS).sort()).toEqual([
      'apply', 'calendar', 'chevron', 'chevron-right', 'close', 'error', 'external', 'help', 'home', 'info', 'menu',
      'messages', 'more', 'pay', 'payees', 'repeat', 'settings', 'shield', 'sprout', 'success', 'transfer', 'warning',
    ]);
  });

  it.each(ICON_COLOURS)('takes the spec colour %s', (colour) => {
    render(<Icon name="info" colour={colour} label="Info" />);
    expect(screen.getByRole('img', { name: 'Info' })).toHaveClass(`ds-icon--${colour}`);
  });

  it('offers exactly the thirteen colours of the spec', () => {
    expect(ICON_COLOURS).toEqual(['green', 'grey', 'grey-dark', 'white', 'black', 'red', 'error', 'error-pale', 'orange', 'orange-pale', 'blue', 'blue-pale', 'yellow']);
  });

  it('is sized in pixels, 24 by default', () => {
    render(<><Icon name="menu" label="a" /><Icon name="menu" label="b" size={16} /></>);
    expect(screen.getByRole('img', { name: 'a' })).toHaveAttribute('width', '24');
    expect(screen.getByRole('img', { name: 'b' })).toHaveAttribute('height', '16');
  });
});
