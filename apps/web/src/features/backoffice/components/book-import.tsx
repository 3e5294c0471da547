import { useState } from 'react';
import { type BookUploadFile, useImportBook } from '../api/import-book';
import { bookUploadFiles } from '../utils/book-files';
import { useContentTexts } from '../utils/content-texts';
import { BookResult } from './import-results';
import { FilePicker, ImportSection, useUpload } from './import-section';

/** The retailer's book: its three CSV files and the invoices' PDFs, a folder or files at once. */
export function BookImport() {
  const t = useContentTexts();
  const mutation = useImportBook();
  const { sent, send, error } = useUpload(mutation);
  const [files, setFiles] = useState<readonly BookUploadFile[]>([]);
  const sending = mutation.isPending;
  const csvCount = files.filter(({ path }) => path.endsWith('.csv')).length;
  const chosen =
    files.length === 0
      ? null
      : t('backoffice-content:imports.book.chosen', {
          csv: csvCount,
          pdf: files.length - csvCount,
        });
  const pick = (picked: File[]) => {
    setFiles(bookUploadFiles(picked));
    mutation.reset();
  };
  return (
    <ImportSection
      kind="book"
      pickers={
        <>
          <FilePicker
            label={t('backoffice-content:imports.book.pickFolder')}
            directory
            multiple
            disabled={sending}
            onPick={pick}
          />
          <FilePicker
            label={t('backoffice-content:imports.book.pickFiles')}
            accept=".csv,.pdf,text/csv,application/pdf"
            multiple
            disabled={sending}
            onPick={pick}
          />
        </>
      }
      chosen={chosen}
      canSend={csvCount > 0}
      sending={sending}
      sent={sent}
      error={error}
      result={mutation.data && <BookResult report={mutation.data} />}
      onSend={() => send(files)}
    />
  );
}
