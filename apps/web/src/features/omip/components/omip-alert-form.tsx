import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  omipAlertFormSchema,
  omipAlertTypes,
  type OmipAlertForm,
  type OmipProduct,
} from '@portal/domain/schemas/omip';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/components/layout/section-panel';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useCreateOmipAlert } from '../api/create-omip-alert';
import { conditionKeys } from '../utils/omip-format';
import { FormRoot } from '@/components/form/form-root';

const emptyForm: OmipAlertForm = { product: '', type: '', price: '' };
const fields = ['product', 'type', 'price'] as const;

/**
 * The add form (spec 3 points 2 and 5): a product, a condition and a price of at least 0 in €/MWh.
 * Choosing a product shows its prices in the chart.
 */
export function OmipAlertFormSection({
  products,
  onProductChosen,
}: {
  products: readonly OmipProduct[];
  onProductChosen: (id: number) => void;
}) {
  const { t } = useTranslation(['omip']);
  const create = useCreateOmipAlert();
  const form = useForm<OmipAlertForm, unknown, ReturnType<typeof omipAlertFormSchema.parse>>({
    resolver: zodResolver(omipAlertFormSchema),
    defaultValues: emptyForm,
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      form.reset(emptyForm);
    } catch (error) {
      setServerFieldErrors(error, fields, form.setError);
    }
  });
  // Read on every render, so that the form re-renders when the server's field errors arrive.
  const { errors } = form.formState;
  const failedAsAWhole =
    create.isError && !fields.some((field) => errors[field]?.type === 'server');

  return (
    <SectionPanel title={t('omip:form.title')}>
      <FormRoot form={form}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1.3fr 1.3fr' },
            alignItems: 'start',
          }}
        >
          <FormSelectField<string>
            name="product"
            label={t('omip:form.product')}
            required
            emptyValue=""
            placeholder={t('omip:form.choose')}
            options={products.map((product) => ({ value: product.name, label: product.name }))}
            onChosen={(name) => {
              const product = products.find((each) => each.name === name);
              if (product) onProductChosen(product.id);
            }}
          />
          <FormSelectField<string>
            name="type"
            label={t('omip:form.type')}
            required
            emptyValue=""
            placeholder={t('omip:form.choose')}
            options={omipAlertTypes.map((type) => ({ value: type, label: t(conditionKeys[type]) }))}
          />
          <FormTextField
            name="price"
            label={t('omip:form.price')}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={t('omip:form.priceHint')}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
            {create.isSuccess && (
              <Alert severity="success" role="status">
                {t('omip:form.success')}
              </Alert>
            )}
            {failedAsAWhole && <Alert severity="error">{t('omip:errors.alertAddError')}</Alert>}
            <Box>
              <Button type="submit" variant="contained" loading={create.isPending}>
                {t('omip:form.submit')}
              </Button>
            </Box>
          </Box>
        </Box>
      </FormRoot>
    </SectionPanel>
  );
}
