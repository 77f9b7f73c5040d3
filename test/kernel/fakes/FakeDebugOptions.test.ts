import { DEFAULT_DEBUG_SETTINGS } from '../../../src/kernel/domain/DebugSettings';
import { describeDebugOptionsContract } from '../contracts/DebugOptions.contract';
import { FakeDebugOptions } from './FakeDebugOptions';

describeDebugOptionsContract('FakeDebugOptions', () => {
  const settings = { ...DEFAULT_DEBUG_SETTINGS };
  return { options: new FakeDebugOptions(settings), reopen: () => new FakeDebugOptions(settings) };
});
