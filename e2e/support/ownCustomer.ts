import { expect, type APIRequestContext } from '@playwright/test';

/** The demo customers a journey may take as a template (shared/design/demo-customers.md). */
export type DemoTemplate = '1000001' | '1000002' | '1000003' | '1000004' | '1000005' | '1000006' | '1000007';

/**
 * A fresh customer of the journey's own, shaped as the demo customer `template` is on a fresh
 * database (same accounts and balances, payees, history, messages…), with the demo password.
 * The sandbox makes it (development-only POST /dev/customers), so a journey that moves money,
 * changes a setting, locks someone out or moves the clock never changes what another journey
 * sees, and journeys can run in any order. `request` is the test's own (it carries the baseURL).
 */
export async function ownCustomer(request: APIRequestContext, template: DemoTemplate = '1000001'): Promise<string> {
  const response = await request.post('/dev/customers', { data: { template } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customerNumber: string }).customerNumber;
}
