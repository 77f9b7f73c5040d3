import { render, screen } from '@testing-library/react';
import { RootErrorBoundary } from '../../../../src/app/shell/errors/RootErrorBoundary';

function Broken(): never {
  throw new Error('the header broke');
}

describe('RootErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the render-error fallback for an error outside every route, and reports it', () => {
    const reported: unknown[] = [];
    render(<RootErrorBoundary onError={(error) => reported.push(error)}><Broken /></RootErrorBoundary>);
    expect(screen.getByRole('heading', { name: "Sorry, this page isn't available right now" })).toBeInTheDocument();
    expect(screen.getByText("We're working to resolve the issue as soon as possible.")).toBeInTheDocument();
    expect(reported).toHaveLength(1);
  });
});
