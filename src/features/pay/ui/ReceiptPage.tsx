import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import { receiptTitle } from '../../../../contract/rules/ReceiptRows';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { useNativeJourney } from '../../../platform/ui/useNativeJourney';
import { useFlagOn } from '../../session/ui';
import type { ReceiptImage } from '../core/domain/Receipt';
import { PAY_TOKENS } from '../tokens';
import { ReceiptDetails } from './ReceiptDetails';
import { imageFile, saveFile, shareFile } from './receiptFile';
import './PayPage.css';

/** /online/receipts/:id — a payment's or transfer's receipt, to download or share as an image. */
const ReceiptPage = observer(function ReceiptPage() {
  const { id = '' } = useParams<{ id: string }>();
  const fresh = useService(PAY_TOKENS.ReceiptStore);
  const [store] = useState(fresh);
  const journey = useNativeJourney();
  // Pay and Transfer exist only with ReactPayAndTransfer on: with it off their links would be a 404.
  const canPayAndTransfer = useFlagOn('ReactPayAndTransfer');
  useEffect(() => { void store.load(id); }, [store, id]);
  const { receipt } = store;
  if (store.state === 'not-found') return <Wrapper><Alert tone="error" title="We couldn’t find that receipt" /></Wrapper>;
  if (store.state === 'failed') return <Wrapper><Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load this receipt. Please try again.</Alert></Wrapper>;
  if (!receipt) return <Wrapper><Loader /></Wrapper>;
  const withImage = async (use: (file: File) => void | Promise<void>) => {
    const image = await store.image();
    if (image) await use(imageFile(image, `receipt-${receipt.id.slice(0, 8)}`));
  };
  // The PNG goes through the native bridge: the app saves it inside the webview, a browser downloads it.
  const download = async (image: ReceiptImage, baseName: string) => {
    if (image.contentType === 'image/png') await journey.download({ fileName: `${baseName}.png`, mimeType: 'image/png', base64: image.base64 });
    else saveFile(imageFile(image, baseName));
  };
  const onDownload = async () => {
    const image = await store.image();
    if (image) await download(image, `receipt-${receipt.id.slice(0, 8)}`);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Wrapper>
      <section className="receipt-page" aria-labelledby="receipt-heading">
        <h1 id="receipt-heading">{receiptTitle(receipt.kind)}</h1>
        <p className="receipt-page__amount">{formatMoney(receipt.amount)} to {receipt.to.name}</p>
        <ReceiptDetails receipt={receipt} />
        {store.imageFailed ? <Alert tone="error" title="We couldn’t prepare the receipt image. Please try again." /> : null}
        <div className="pay-review__actions">
          <Button variant="primary" busy={store.preparingImage} onClick={() => void onDownload()}>Download receipt</Button>
          {canShare ? <Button variant="secondary" onClick={() => void withImage(shareFile)}>Share receipt</Button> : null}
          {canPayAndTransfer ? (receipt.kind === 'transfer'
            ? <Link href="/online/transfer">Make a transfer</Link>
            : <Link href="/online/pay">Make a payment</Link>) : null}
        </div>
      </section>
    </Wrapper>
  );
});

export default ReceiptPage;
