import { KIWISAVER } from '../stores/journeys/kiwiSaver';
import { ApplicationPage } from './journey/ApplicationPage';

/** /apply/open-a/kiwisaver/*: joining or switching to the scheme (login required). */
export function KiwiSaverPage() {
  return <ApplicationPage journey={KIWISAVER} />;
}
