import type { AdminExportTable } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../admin-error-message';
import { downloadCsv } from '../api/admin-api';

/** Downloads the table as the server exports it: every row of the period, not only this page. */
export function ExportButton({
  token,
  table,
  params,
}: {
  token: string;
  table: AdminExportTable;
  params: URLSearchParams;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(token, table, params);
    } catch (error) {
      toast.show({
        type: 'error',
        message: adminErrorMessage(error),
        reference: referenceOf(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run()}>
      <DownloadIcon className="size-4" />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
