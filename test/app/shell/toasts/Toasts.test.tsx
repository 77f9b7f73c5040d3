import { render, screen } from '@testing-library/react';
import { ToastsWith } from '../../../../src/app/shell/toasts/Toasts';

describe('Toasts', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("retries the toasts' chunk like every chunk, and shows the region once it arrives", async () => {
    let tries = 0;
    const load = () => { tries += 1; return tries < 2 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: () => <p>toasts here</p> }); };
    render(<><main>the page</main><ToastsWith load={load} retryDelayMs={0} /></>);
    expect(await screen.findByText('toasts here')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('keeps the page when the chunk never arrives', async () => {
    const load = () => Promise.reject(new Error('chunk failed'));
    render(<><main>the page</main><ToastsWith load={load} retryDelayMs={0} report={() => undefined} /></>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
