import { act, screen, within } from '@testing-library/react';
import { applyFeature } from '../../../src/features/apply';
import { OpenApplyPage } from '../../../src/features/apply/ui/OpenApplyPage';
import { PLATFORM_TOKENS } from '../../../src/platform/tokens';
import { ContentImage } from '../../../src/platform/ui/ContentImage';
import type { FakeContentImages } from '../../kernel/fakes/FakeContentImages';
import { appKit } from '../../support/appKit';

describe('content images', () => {
  it('draws an Open & Apply tile\'s picture from the content API as a data: URI, decorative (empty alt)', async () => {
    const app = appKit({ path: '/apply/open-a' });
    await app.session.start();
    await app.loadArea(applyFeature);
    await act(async () => { app.renderApp(<OpenApplyPage />); });
    const tile = (await screen.findByRole('link', { name: 'Personal loan' })).closest('.apply-page__product') as HTMLElement;
    await act(async () => {});
    const picture = tile.querySelector('img');
    expect(picture?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(picture?.getAttribute('alt')).toBe('');
    expect(within(tile).queryByRole('img')).toBeNull();
    expect((app.container.get(PLATFORM_TOKENS.ContentImages) as FakeContentImages).asked).toContain('/api/content/images/personal-loan.svg');
  });

  it('shows nothing, not a broken picture, when the image cannot be had', async () => {
    const app = appKit();
    (app.container.get(PLATFORM_TOKENS.ContentImages) as FakeContentImages).missing.add('/api/content/images/gone.svg');
    const { container } = app.renderApp(<ContentImage path="/api/content/images/gone.svg" />);
    await act(async () => {});
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
