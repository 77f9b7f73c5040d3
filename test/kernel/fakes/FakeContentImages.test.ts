import { describeContentImagesContract } from '../contracts/ContentImages.contract';
import { FakeContentImages } from './FakeContentImages';

describeContentImagesContract('FakeContentImages', async () => {
  const images = new FakeContentImages();
  images.missing.add('/api/content/images/nope.svg');
  return { images, known: '/api/content/images/personal-loan.svg', unknown: '/api/content/images/nope.svg' };
});
