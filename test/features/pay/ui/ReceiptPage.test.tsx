import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { payFeature } from '../../../../src/features/pay';
import { PAY_TOKENS } from '../../../../src/features/pay/tokens';
import ReceiptPage from '../../../../src/features/pay/ui/ReceiptPage';
import { appKit } from '../../../support/appKit';
import type { FakePaymentService } from '../fakes/FakePaymentService';
import { ONE_OFF } from '../fakes/payFixtures';

/** What the page hands the Web Share API, and whether the browser says it can share files. */
interface FakeShare { calls: ShareData[]; canShareFiles: boolean; fail?: Error }

function fakeWebShare(share: FakeShare | null) {
  if (!share) return;
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => { share.calls.push(data); if (share.fail) throw share.fail; },
  });
  Object.defineProperty(navigator, 'canShare', {
    configurable: true, value: (data: ShareData) => share.canShareFiles && Boolean(data.files?.length),
  });
}

/** jsdom has no object URLs: a download is the link the page makes and clicks. */
function watchDownloads() {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:receipt' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
  return { saved, restore: () => click.mockRestore() };
}

/** jsdom's File has no arrayBuffer(): read it the way older browsers do. */
const bytesOf = (file: File) => new Promise<Uint8Array>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
  reader.readAsArrayBuffer(file);
});

async function setup(share: FakeShare | null) {
  fakeWebShare(share);
  // The pay area over the test container (the production wiring), in a browser (not the app).
  const app = appKit();
  await app.loadArea(payFeature);
  const payments = app.container.get(PAY_TOKENS.PaymentService) as FakePaymentService;
  const receipt = await payments.pay({
    fromAccountId: '1000001-1', amount: 1234, to: ONE_OFF, particulars: '', code: '', reference: 'Koha', date: null,
  }, 'key-1');
  app.location.navigate(`/online/receipts/${receipt.id}`);
  app.renderApp(<Route path="/online/receipts/:id"><ReceiptPage /></Route>);
  await screen.findByRole('heading', { name: 'Payment receipt' });
  return { user: userEvent.setup(), fileName: `receipt-${receipt.id.slice(0, 8)}.png` };
}

afterEach(() => {
  // Each test says what the browser has: nothing carries over.
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('ReceiptPage and the Web Share API', () => {
  it('offers no share button where the browser has no Web Share API, only the download', async () => {
    await setup(null);
    expect(screen.queryByRole('button', { name: 'Share receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });

  it('shares the receipt as its PNG file where the browser can share files', async () => {
    const share: FakeShare = { calls: [], canShareFiles: true };
    const { user, fileName } = await setup(share);
    await user.click(screen.getByRole('button', { name: 'Share receipt' }));
    await waitFor(() => expect(share.calls).toHaveLength(1));
    const file = share.calls[0]?.files?.[0];
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe(fileName);
    expect(file?.type).toBe('image/png');
    const bytes = await bytesOf(file as File);
    expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('downloads the PNG instead where the browser can share but not files', async () => {
    const share: FakeShare = { calls: [], canShareFiles: false };
    const downloads = watchDownloads();
    try {
      const { user, fileName } = await setup(share);
      await user.click(screen.getByRole('button', { name: 'Share receipt' }));
      await waitFor(() => expect(downloads.saved).toEqual([fileName]));
      expect(share.calls).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });

  it('says nothing when the customer closes the share sheet', async () => {
    const share: FakeShare = { calls: [], canShareFiles: true, fail: new DOMException('Share canceled', 'AbortError') };
    const { user } = await setup(share);
    await user.click(screen.getByRole('button', { name: 'Share receipt' }));
    await waitFor(() => expect(share.calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
