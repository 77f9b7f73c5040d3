import { serviceId as token } from '../../platform/tokens';
import type { ContentService } from './core/ports/ContentService';
import type { BranchFinderStore } from './stores/BranchFinderStore';
import type { ContactUsStore } from './stores/ContactUsStore';
import type { ContentPageStore } from './stores/ContentPageStore';
import type { HelpStore } from './stores/HelpStore';

export const SUPPORT_TOKENS = {
  ContentService: token<ContentService>('ContentService'),
  ContentPageStore: token<ContentPageStore>('ContentPageStore'),
  HelpStore: token<HelpStore>('HelpStore'),
  BranchFinderStore: token<BranchFinderStore>('BranchFinderStore'),
  ContactUsStore: token<ContactUsStore>('ContactUsStore'),
};
