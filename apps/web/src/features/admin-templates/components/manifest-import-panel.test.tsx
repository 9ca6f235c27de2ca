import type { CatalogueImport, ManifestDryRun } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { ADMIN_TOKEN } from '../../../test/fake-owner-catalogue';
import { renderUi } from '../../../test/render-ui';
import { ManifestImportPanel } from './manifest-import-panel';

const IMPORT_ID = '5d1c9a40-7b2e-4f11-9a3c-2e8f6b0d4c71';

const importAt = (changes: Partial<CatalogueImport>): CatalogueImport => ({
  importId: IMPORT_ID,
  state: 'queued',
  totalRows: 3,
  doneRows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  problems: [],
  ...changes,
});

const badPrice = { row: 2, field: 'templatePrice', message: 'templatePrice cannot be negative' };

async function chooseFiles(dryRun: boolean) {
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Manifest (CSV or JSON)'),
    new File(['sku,kind\n'], 'templates.csv', { type: 'text/csv' }),
  );
  await user.upload(screen.getByLabelText('Media files'), [
    new File(['clip'], 'reel.mp4', { type: 'video/mp4' }),
    new File(['png'], 'card.png', { type: 'image/png' }),
  ]);
  const check = screen.getByRole('checkbox', { name: 'Check only (dry run)' });
  if (check instanceof HTMLInputElement && check.checked !== dryRun) await user.click(check);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('ManifestImportPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the manifest with its files and shows a dry run’s problems as a table', async () => {
    const dryRun: ManifestDryRun = {
      dryRun: true,
      totalRows: 3,
      goodRows: 2,
      problems: [badPrice],
    };
    const fetchMock = stubApi({ 'POST /api/admin/catalogue/imports': () => json(200, dryRun) });
    renderUi(<ManifestImportPanel token={ADMIN_TOKEN} id="manifest-import" />);
    await chooseFiles(true);

    expect(await screen.findByText(/Checked 3 rows: 2 good, 1 with problems/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problems by row' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([['2', 'templatePrice', 'templatePrice cannot be negative']]);
    // The form as the app built it (a Request made from it in the test renames its files "blob").
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(sent.get('dryRun')).toBe('true');
    expect((sent.get('manifest') as File).name).toBe('templates.csv');
    expect(sent.getAll('media').map((file) => (file as File).name)).toEqual([
      'reel.mp4',
      'card.png',
    ]);
  });

  it('shows a real run’s progress, then what it made and the rows it could not', async () => {
    const answers = [
      importAt({ state: 'running', doneRows: 1 }),
      importAt({ state: 'finished', doneRows: 3, created: 2, problems: [badPrice] }),
    ];
    stubApi({
      'POST /api/admin/catalogue/imports': () => json(202, importAt({})),
      [`GET /api/admin/catalogue/imports/${IMPORT_ID}`]: () =>
        json(200, answers.length > 1 ? answers.shift() : answers[0]),
    });
    const { queryClient } = renderUi(
      <ManifestImportPanel token={ADMIN_TOKEN} id="manifest-import" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await chooseFiles(false);

    expect(await screen.findByText('Importing: 0 of 3 rows done')).toBeVisible();
    expect(
      await screen.findByText('Importing: 1 of 3 rows done', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Importing the manifest' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(
      await screen.findByText(
        /Import finished: 2 created, 0 updated, 0 unchanged, 1 rows not applied/,
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'templatePrice cannot be negative' })).toBeVisible();
    // The Templates tab's list is asked for again, with what the import made.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'templates'] });
  });
});
