import { test, expect, waitForHydration } from './fixtures';

test('the React people picker in the contact form reports the choice to Leptos', async ({ page }) => {
  await page.goto('/en/contacts');
  await waitForHydration(page);
  const picker = page.getByRole('combobox', { name: 'Who would you like to write to?' });
  await expect(picker).toBeVisible();
  await expect(page.getByTestId('recipient-choice')).toHaveText('No recipient chosen yet');

  await picker.fill('pres');
  await expect(page.getByRole('option')).toHaveText([/Press/]);

  await picker.fill('');
  await picker.press('Escape');
  await picker.press('ArrowDown');
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page.getByTestId('recipient-choice')).toHaveText('Partnerships');
  await expect(picker).toHaveValue('Partnerships');
});

test('the picker speaks the page language', async ({ page }) => {
  await page.goto('/contacts');
  await waitForHydration(page);
  const picker = page.getByRole('combobox', { name: 'A chi vuoi scrivere?' });
  await picker.fill('stampa');
  await picker.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByTestId('recipient-choice')).toHaveText('Stampa');
});
