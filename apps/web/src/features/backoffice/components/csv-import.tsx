import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { UploadRequest } from '../api/import-book';
import { useContentTexts } from '../utils/content-texts';
import { type CsvKind, FilePicker, ImportSection, useUpload } from './import-section';

/** An import of one CSV file (curves, SIPS, OMIP prices), answered as `result` shows it. */
export function CsvImport<R>({
  kind,
  mutation,
  result,
}: {
  kind: CsvKind;
  mutation: UseMutationResult<R, Error, UploadRequest<File>>;
  result: (answer: R) => ReactNode;
}) {
  const t = useContentTexts();
  const { sent, send, error } = useUpload(mutation);
  const [file, setFile] = useState<File | null>(null);
  const sending = mutation.isPending;
  return (
    <ImportSection
      kind={kind}
      pickers={
        <FilePicker
          label={t(`backoffice-content:imports.${kind}.pick`)}
          accept=".csv,.txt,text/csv,text/plain"
          disabled={sending}
          onPick={([picked]) => {
            setFile(picked ?? null);
            mutation.reset();
          }}
        />
      }
      chosen={file?.name ?? null}
      canSend={file !== null}
      sending={sending}
      sent={sent}
      error={error}
      result={mutation.data !== undefined && result(mutation.data)}
      onSend={() => file && send(file)}
    />
  );
}
