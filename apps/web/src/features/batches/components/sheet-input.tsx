import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { textareaClasses } from '../../../components/ui/input-styles';
import type { SheetReading } from '../sheet/sheet';

/** The readers load here, when a sheet is given: neither the editor nor this page carries them. */
const readers = () => import('../sheet/read-sheet');

const SHEET_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where the rows come from: a CSV, TSV or XLSX file, or cells pasted from a spreadsheet (Google
 * Sheets and Excel copy them as tab-separated text). The first row names the columns.
 */
export function SheetInput({ onRead }: { onRead: (reading: SheetReading) => void }) {
  const [pasted, setPasted] = useState('');
  const [reading, setReading] = useState(false);
  const pasteId = useId();
  const read = async (
    how: (reader: Awaited<ReturnType<typeof readers>>) => Promise<SheetReading> | SheetReading,
  ) => {
    setReading(true);
    try {
      onRead(await how(await readers()));
    } catch {
      onRead({ ok: false, message: 'The sheet could not be read. Please try again.' });
    } finally {
      setReading(false);
    }
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FileDropZone
        inputLabel="Sheet file"
        buttonLabel="Choose a sheet file"
        hint="Drop a CSV, TSV or XLSX file here, or choose one. Its first row names the columns."
        accept={SHEET_ACCEPT}
        disabled={reading}
        onFiles={([file]) => {
          if (file) void read((reader) => reader.readSheetFile(file));
        }}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={pasteId} className="text-sm font-medium text-ink">
          Paste cells from a spreadsheet
        </label>
        <textarea
          id={pasteId}
          rows={5}
          value={pasted}
          onChange={(event) => setPasted(event.currentTarget.value)}
          placeholder={'name\tphoto\nPriya Sharma\tpriya.jpg'}
          className={textareaClasses('default', 'font-mono text-xs')}
        />
        <Button
          variant="secondary"
          disabled={reading || pasted.trim() === ''}
          onClick={() => void read((reader) => reader.readPasted(pasted))}
        >
          Use the pasted cells
        </Button>
      </div>
    </div>
  );
}
