import { execFileSync } from 'node:child_process';
import { test, expect, waitForHydration } from './fixtures';

// The Playwright web server writes to this database (playwright.config.ts).
function storedEmails(): string[] {
  const out = execFileSync('../target/release/server', ['contacts', 'export', '--format', 'json'], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  return (JSON.parse(out.toString()) as Array<{ email: string }>).map((row) => row.email);
}

for (const { path, labels, success } of [
  { path: '/en/contacts', labels: { name: 'Name', email: 'E-mail', message: 'Message', send: 'Send' }, success: /message has been received/ },
  { path: '/contacts', labels: { name: 'Nome', email: 'E-mail', message: 'Messaggio', send: 'Invia' }, success: /abbiamo ricevuto il tuo messaggio/ },
]) {
  test(`a visitor sends the contact form on ${path} and the request is stored`, async ({ page }) => {
    const email = `visitor-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: labels.name }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: labels.email }).fill(email);
    await page.getByRole('textbox', { name: labels.message }).fill('We have ten thousand contracts to search.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: labels.send }).click();
    await expect(page.getByRole('status').filter({ hasText: success })).toBeVisible();
    expect(storedEmails()).toContain(email);
  });
}

test('missing fields are explained before anything is sent', async ({ page }) => {
  await page.goto('/en/contacts');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields.');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
});
