import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { useTranslation } from 'react-i18next';
import type { ContractDetail } from '../api/get-contract';
import { SectionPanel } from '@/components/layout/section-panel';

interface ServiceRow {
  name: string;
  start: string;
  end: string | null;
}

/** Services and social bonuses in one shape: electricity names them in Catalan, gas in English. */
function serviceRows(detail: ContractDetail): ServiceRow[] {
  if (detail.type === 'gas') {
    const { services, bonos_sociales } = detail.contract;
    return [...services, ...bonos_sociales].map((service) => ({
      name: service.name,
      start: service.start_date,
      end: service.end_date,
    }));
  }
  const { services, bonos_sociales } = detail.contract;
  return [...services, ...bonos_sociales].map((service) => ({
    name: service.nom,
    start: service.data_inici,
    end: service.data_fi,
  }));
}

/** Services and social bonus (spec 2 point 2): name, start, and end or a dash. */
export function ServicesSection({ detail }: { detail: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const rows = serviceRows(detail);
  const title = t('detail.services.title');
  return (
    <SectionPanel title={title}>
      {rows.length === 0 ? (
        <Typography>{t('detail.services.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, pl: 0 }}>{t('detail.services.name')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('detail.services.start')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('detail.services.end')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.name}-${row.start}`}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {row.name}
                </TableCell>
                <TableCell>{formatDisplayDate(row.start)}</TableCell>
                <TableCell>
                  {row.end ? formatDisplayDate(row.end) : t('detail.services.noEnd')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionPanel>
  );
}
