import { render, screen, within } from '@testing-library/react';
import { Button } from '../../src/design-system/Button';
import { ButtonGroup } from '../../src/design-system/ButtonGroup';
import { FlexGrid } from '../../src/design-system/FlexGrid';
import { Section } from '../../src/design-system/Section';
import { Tile } from '../../src/design-system/Tile';
import { Wrapper } from '../../src/design-system/Wrapper';

describe('layout elements', () => {
  it('Section is a region named by its heading, with description and actions', () => {
    render(<Section title="Your accounts" description="Balances as at today" actions={<Button>Add</Button>}><p>body</p></Section>);
    const region = screen.getByRole('region', { name: 'Your accounts' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your accounts' })).toBeInTheDocument();
    expect(within(region).getByText('Balances as at today')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('Section can sit one level deeper', () => {
    render(<Section title="Recent" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Recent' })).toBeInTheDocument();
  });

  it('ButtonGroup is a named group when given a label', () => {
    render(<ButtonGroup label="Payment actions" align="end"><Button>Cancel</Button><Button variant="primary">Pay</Button></ButtonGroup>);
    const group = screen.getByRole('group', { name: 'Payment actions' });
    expect(within(group).getAllByRole('button')).toHaveLength(2);
    expect(group).toHaveClass('ds-button-group--end');
  });

  it('FlexGrid lays out a list with its column counts', () => {
    render(<FlexGrid as="ul" columns={{ base: 1, medium: 2, large: 4 }}><li>a</li><li>b</li></FlexGrid>);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.style.getPropertyValue('--fg-large')).toBe('4');
  });

  it('Tile and Wrapper hold content', () => {
    render(<Wrapper narrow><Tile as="article"><h2>Card</h2></Tile></Wrapper>);
    expect(screen.getByRole('article')).toHaveTextContent('Card');
  });
});
