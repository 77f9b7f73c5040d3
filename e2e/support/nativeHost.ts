import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The user agent of the bank's iOS app: the webview composition root. */
export const IOS_APP_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 native-app (ios)';

export interface HostChoice {
  path?: string;
  token?: 'customer' | 'bad' | 'none';
  customer?: string;
  download?: 'saved' | 'refused' | 'none';
}

/** A command the simulator recorded, with its payload as the native app decoded it. */
export interface RecordedCommand { command: string; payload: Record<string, string>; at: number }

/** Opens the native-host simulator, chooses how the "native app" answers, and opens the app in it. */
export async function openInSimulator(page: Page, choice: HostChoice = {}): Promise<FrameLocator> {
  await page.goto('/dev/native-host');
  await page.getByLabel('Start page').fill(choice.path ?? '/online/dashboard');
  const tokenLabels = { customer: 'Log in a customer', bad: 'A bad token', none: 'No answer' } as const;
  await page.getByRole('group', { name: 'Answer to the token request' }).getByLabel(tokenLabels[choice.token ?? 'customer']).check();
  await page.getByLabel('Customer', { exact: true }).selectOption(choice.customer ?? '1000001');
  const downloadLabels = { saved: 'Saved', refused: 'Could not save', none: 'No answer' } as const;
  await page.getByRole('group', { name: 'Answer to a download' }).getByLabel(downloadLabels[choice.download ?? 'saved']).check();
  await page.getByRole('button', { name: 'Open the app' }).click();
  return page.frameLocator('#webview');
}

/** Everything the framed app has sent so far. */
export function recorded(page: Page): Promise<RecordedCommand[]> {
  return page.evaluate(() => (window as unknown as { nativeHostCommands: RecordedCommand[] }).nativeHostCommands);
}

/** Waits until the log panel shows `count` entries of `command`. */
export async function expectLogged(page: Page, command: string, count = 1): Promise<void> {
  await expect(page.locator(`#command-log li[data-command="${command}"]`)).toHaveCount(count);
}

/** The recorded commands' names, in order. */
export async function commandNames(page: Page): Promise<string[]> {
  return (await recorded(page)).map((c) => (c.command === 'ready' && c.payload.request === 'token' ? 'ready?request=token' : c.command));
}
