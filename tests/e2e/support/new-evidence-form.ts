import type { Locator, Page } from './playwright.ts';

import { pickDateTime } from './date-picker.ts';

export interface NewEvidence {
  description: string;
  /** The evidence type's English label in the form. */
  type: 'Image' | 'Video' | 'Document' | 'Other';
  durationMinutes?: string;
  location?: string;
  files?: Parameters<Locator['setInputFiles']>[0];
}

/**
 * Opens the new-evidence drawer on the evidence page and fills it as a teacher does (18 November
 * 2026 at 09:30, the first criterion), English labels; answers the drawer, not yet saved.
 */
export async function fillNewEvidence(
  page: Page,
  { description, type, durationMinutes = '45', location, files }: NewEvidence,
): Promise<Locator> {
  await page.getByRole('button', { name: 'New evidence' }).click();
  const drawer = page.getByRole('dialog', { name: 'New evidence' });
  await drawer.getByLabel('Description').fill(description);
  await pickDateTime(page, drawer.getByLabel('Start date and time'), '2026-11-18', '09:30');
  await drawer.getByLabel('Duration (minutes)').fill(durationMinutes);
  if (location !== undefined) await drawer.getByLabel('Location').fill(location);
  await drawer.getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Evidence type' }).click();
  await page.getByRole('option', { name: type }).click();
  if (files !== undefined) await drawer.getByTestId('files-input').setInputFiles(files);
  return drawer;
}
