// The console's member import end to end, against the real server: the seeded owner exports the
// test-mode members as CSV, imports that file again, and the preview and the report say that
// nothing changes; a row added to the file is then created, and a second run changes nothing.
// Each import's report is kept: the recent imports list it and download it again.
import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInOwner } from './console-owner';
import { freshEmail } from './members';

test('an owner exports the members, imports the file again and nothing changes; a new row is created once', async ({
  page,
}, testInfo) => {
  await signInOwner(page);
  await page.goto('/console/members?mode=test');
  const list = page.locator('console-members');
  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Export CSV' }).click();
  const exported = (await readFile((await (await download).path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const rows = exported.trimEnd().split('\r\n').length - 1;
  expect(rows).toBeGreaterThan(3);

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/console\/members\/import\?mode=test$/);
  const importer = page.locator('console-member-import');
  await expect(importer.getByRole('heading', { name: 'Import members from a CSV file' })).toBeVisible();
  const file = testInfo.outputPath('members.csv');
  await writeFile(file, exported);
  await importer.locator('input[type="file"]').setInputFiles(file);
  const counts = importer.locator('[part="counts"]').first();
  await expect(counts).toHaveText(`New0Changed0Unchanged${rows}Invalid0`);
  expect((await new AxeBuilder({ page }).include('console-member-import').analyze()).violations).toEqual([]);
  await importer.getByRole('button', { name: 'Run the import (no changes)' }).click();
  await expect(importer.getByRole('heading', { name: 'Imported members.csv' })).toBeVisible();
  await expect(importer.locator('[part="counts"]')).toHaveText(`Created0Updated0Unchanged${rows}Failed0`);
  const report = page.waitForEvent('download');
  await importer.getByRole('link', { name: 'Download report (CSV)' }).click();
  const reportText = await readFile((await (await report).path()) ?? '', 'utf8');
  expect(reportText.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Row,Email,Outcome,Member,Details');
  expect(reportText.match(/,Unchanged,/g)).toHaveLength(rows);

  const email = freshEmail('import');
  const columns = exported.split('\r\n')[0]!.split(',').length;
  const added = `${exported}${['', email, 'true', ...Array(columns - 3).fill('')].join(',')}\r\n`;
  await writeFile(file, added);
  await importer.getByRole('button', { name: 'Import another file' }).click();
  await importer.locator('input[type="file"]').setInputFiles(file);
  await expect(importer.locator('[part="counts"]').first()).toHaveText(`New1Changed0Unchanged${rows}Invalid0`);
  await importer.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(importer.locator('[part="counts"]')).toHaveText(`Created1Updated0Unchanged${rows}Failed0`);

  // The server kept both reports: the newest first among the recent imports, downloadable again.
  const recent = importer.locator('[part="recent-imports"] tbody tr[part="row"]');
  await expect(recent.first()).toContainText('members.csvTest');
  await expect(recent.first().locator('li')).toHaveText(['1 created', `${rows} unchanged`]);
  await expect(recent.nth(1)).toContainText(`members.csvTest${rows} unchanged`);
  const kept = page.waitForEvent('download');
  await recent
    .first()
    .getByRole('link', { name: /^Download CSV: the report of members\.csv/ })
    .click();
  const keptText = await readFile((await (await kept).path()) ?? '', 'utf8');
  expect(keptText.match(/,Created,/g)).toHaveLength(1);

  await importer.getByRole('button', { name: 'Import another file' }).click();
  await importer.locator('input[type="file"]').setInputFiles(file);
  await expect(importer.locator('[part="counts"]').first()).toHaveText(`New0Changed0Unchanged${rows + 1}Invalid0`);

  await page.goto('/console/members?mode=test');
  await list.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(list.getByRole('link', { name: email })).toBeVisible();
});
