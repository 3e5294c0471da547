import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { InvoiceFilterForm } from '@portal/domain/schemas/invoice-filters';
import type { FilterParams } from '@portal/domain/schemas/invoices';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { loadOnIntent } from '@/lib/load-on-intent';

const loadFilterForm = () => import('./invoice-filter-form');
const InvoiceFilterFormFields = lazy(() =>
  loadFilterForm().then((m) => ({ default: m.InvoiceFilterFormFields })),
);

/** The fields a list filters by: multipoint invoices have no contract or supply point. */
export interface FilterFields {
  contract: boolean;
  cups: boolean;
  address: boolean;
}

/**
 * The filter panel of an invoice list (spec 2 point 5), with the number of filters applied. Its form
 * (invoice-filter-form.tsx) loads and mounts the first time the panel opens, and stays mounted when
 * it closes, so nothing typed is lost.
 */
export function InvoiceFilters({
  values,
  fields,
  options,
  defaultExpanded,
  onApply,
}: {
  values: InvoiceFilterForm;
  fields: FilterFields;
  options: FilterParams | undefined;
  defaultExpanded: boolean;
  onApply: (values: InvoiceFilterForm) => void;
}) {
  const { t } = useTranslation('invoices');
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [opened, setOpened] = useState(defaultExpanded);
  const active = Object.values(values).filter((value) => value !== '').length;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => {
        setExpanded(next);
        if (next) setOpened(true);
      }}
      variant="outlined"
      disableGutters
      sx={{ mb: 2, borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon aria-hidden />}
        aria-controls={`${id}-panel`}
        id={`${id}-summary`}
        // Pointing at or focusing the panel's title starts loading the form.
        {...loadOnIntent(loadFilterForm)}
      >
        <FilterListIcon aria-hidden sx={{ mr: 1 }} />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('filters.title')}
        </Typography>
        {active > 0 && (
          <Typography component="span" sx={{ ml: 1, color: 'text.secondary' }}>
            ({t('filters.active', { count: active })})
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`}>
        {opened && (
          <Suspense fallback={<DelayedSpinner />}>
            <InvoiceFilterFormFields
              values={values}
              fields={fields}
              options={options}
              onApply={onApply}
            />
          </Suspense>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
