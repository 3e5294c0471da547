import Box from '@mui/material/Box';
import { PageHeading } from '@/components/layout/page-heading';
import { useImportCurves } from '../api/import-curves';
import { useImportOmipPrices } from '../api/import-omip-prices';
import { useImportSips } from '../api/import-sips';
import { useContentTexts } from '../utils/content-texts';
import { AdminOnly } from './admin-only';
import { BookImport } from './book-import';
import { CsvImport } from './csv-import';
import { CountsResult, CurveResult } from './import-results';

/**
 * The imports (issue 27 point 2): the retailer's book (its three files and the PDFs, a folder or
 * files), curves, SIPS and OMIP prices, each sent with its progress and answered with what changed
 * and the bad rows by line. A failed upload keeps the chosen files, to send them again.
 */
export function ImportsPage() {
  const t = useContentTexts();
  return (
    <AdminOnly title={t('backoffice-content:imports.title')}>
      <ImportsScreen />
    </AdminOnly>
  );
}

function ImportsScreen() {
  const t = useContentTexts();
  return (
    <>
      <PageHeading>{t('backoffice-content:imports.title')}</PageHeading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <BookImport />
        <CsvImport
          kind="curves"
          mutation={useImportCurves()}
          result={(report) => <CurveResult report={report} />}
        />
        <CsvImport
          kind="sips"
          mutation={useImportSips()}
          result={(answer) => <CountsResult kind="sips" counts={answer} />}
        />
        <CsvImport
          kind="omip"
          mutation={useImportOmipPrices()}
          result={(answer) => <CountsResult kind="omip" counts={answer} />}
        />
      </Box>
    </>
  );
}
