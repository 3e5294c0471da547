import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isCompanyHolder,
  type AddressValues,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { Cnae, LeadFile } from '@portal/domain/schemas/contracting';
import { formatIban } from '@portal/domain/validators/iban';
import { normalizeCups } from '@portal/domain/validators/cups';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { DescriptionList, type Description } from '@/components/ui/description-list';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useSettings } from '@/lib/settings';
import { useCnaes, useComers } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { ChosenProduct } from './product-prices';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

type Texts = ReturnType<typeof useContractingTexts>;

/** An address on one line: street, number and the rest, postal code and town. */
function addressLine({ nv, pnp, bq, es, pt, pu, dp, poblacio }: AddressValues): string {
  const door = [bq, es, pt, pu]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const street = [nv.trim(), pnp.trim(), door].filter(Boolean).join(', ');
  return [street, [dp.trim(), poblacio.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
}

const fileNames = (files: readonly LeadFile[]) => files.map((file) => file.name).join(', ');

/** The described parts of each step, the empty ones left out. */
function sections(
  values: WizardValues,
  kind: StepProps['kind'],
  t: Texts,
  comerName: (id: number | null) => string,
  cnaeDescription: (cnae: Cnae) => string,
): Partial<Record<WizardStepId, Description[]>> {
  const productItem = (energy: 'electricity' | 'gas', chosen: string): Description[] =>
    chosen.trim()
      ? [
          {
            key: 'product',
            label: t('contracting:summary.product'),
            value: <ChosenProduct energy={energy} kind={kind} values={values} />,
          },
        ]
      : [];
  const { installation, person, contract, gasContract, payment } = values;
  const yesNo = (value: boolean | null) =>
    value === null ? '' : t(value ? 'contracting:yes' : 'contracting:no');
  const company = isCompanyHolder(person);
  const item = (key: string, label: string, value: string): Description[] =>
    value.trim() ? [{ key, label, value }] : [];
  const powers = (['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const)
    .map((field, index) => (contract[field].trim() ? `P${index + 1} ${contract[field]} kW` : ''))
    .filter(Boolean)
    .join(' · ');
  return {
    installation: [
      ...item(
        'cups',
        t(kind === 'gas' ? 'contracting:installation.gasCups' : 'contracting:installation.cups'),
        normalizeCups(installation.cups),
      ),
      ...item('address', t('contracting:installation.address'), addressLine(installation.address)),
      ...item(
        'residence',
        t('contracting:installation.residenceType'),
        installation.residenceType
          ? t(`contracting:installation.residence.${installation.residenceType}`)
          : '',
      ),
      ...(installation.residenceType === 'business' && installation.cnae
        ? item(
            'cnae',
            t('contracting:installation.cnae'),
            `${installation.cnae.name} · ${cnaeDescription(installation.cnae)}`,
          )
        : []),
      ...item(
        'active',
        t('contracting:summary.activeContract'),
        yesNo(installation.activeContract),
      ),
      ...(installation.activeContract
        ? item(
            'comer',
            t('contracting:installation.comerOrigin'),
            comerName(installation.comerOrigin),
          )
        : []),
      ...item('invoice', t('contracting:installation.invoice'), fileNames(installation.invoice)),
    ],
    person: [
      ...item(
        'holder',
        t('contracting:summary.holder'),
        [person.name, ...(company ? [] : [person.surName1, person.surName2])]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' '),
      ),
      ...item('vat', t('contracting:summary.vat'), person.vat.trim().toUpperCase()),
      ...(company
        ? item(
            'representative',
            t('contracting:summary.representative'),
            [
              person.nameRepresentante,
              person.surName1Representante,
              person.surName2Representante,
              person.vatRepresentante.toUpperCase(),
            ]
              .map((part) => part.trim())
              .filter(Boolean)
              .join(' '),
          )
        : []),
      ...item('mobile', t('contracting:summary.mobile'), person.mobile),
      ...item('email', t('contracting:summary.email'), person.email),
      ...item(
        'documents',
        t('contracting:summary.documents'),
        fileNames(company ? person.nifEmpresa : person.nifFaceup),
      ),
      ...item(
        'ownerAddress',
        t('contracting:summary.ownerAddress'),
        person.sameInvoiceAddress
          ? t('contracting:summary.sameAddress')
          : addressLine(person.ownerAddress),
      ),
    ],
    contract: [
      ...item('powers', t('contracting:summary.powers'), powers),
      ...productItem('electricity', contract.selectedProductName),
      ...item(
        'promo',
        t('contracting:summary.promotionalCode'),
        contract.promotionalCode.join(', '),
      ),
      ...item('selfcons', t('contracting:summary.selfcons'), yesNo(contract.selfcons)),
    ],
    gasContract: gasContract.includeGas
      ? [
          ...(kind === 'dual'
            ? item('cups', t('contracting:installation.gasCups'), normalizeCups(gasContract.cups))
            : []),
          ...productItem('gas', gasContract.selectedProductName),
        ]
      : [
          {
            key: 'noGas',
            label: t('contracting:summary.gas'),
            value: t('contracting:summary.noGas'),
          },
        ],
    payment: [
      ...item('iban', t('contracting:payment.iban'), formatIban(payment.iban)),
      ...item('isOwner', t('contracting:summary.accountHolder'), yesNo(payment.isOwner)),
      ...(payment.isOwner
        ? []
        : item(
            'payer',
            t('contracting:summary.payer'),
            [payment.payerName, payment.payerSurName1, payment.payerSurName2, payment.payerVat]
              .map((part) => part.trim())
              .filter(Boolean)
              .join(' '),
          )),
    ],
  };
}

export interface ConfirmationStepProps extends StepProps {
  steps: readonly WizardStepId[];
  /** Whether a step may be opened again from here (completed, nothing being sent). */
  canChange: (step: WizardStepId) => boolean;
  onChange: (step: WizardStepId) => void;
}

/**
 * The confirmation step (spec 3 points 3 and 6): every answer to check, each step's with a link to
 * change it; the conditions and privacy policy to accept (already accepted, and not shown, for a
 * signed-in customer) and, when the retailer asks, consent to publicity.
 */
export function ConfirmationStep({
  kind,
  config,
  authenticated,
  steps,
  canChange,
  onChange,
}: ConfirmationStepProps) {
  const t = useContractingTexts();
  const settings = useSettings();
  const { getValues } = useFormMethods<WizardValues>();
  const values = getValues();
  const comers = useComers(kind === 'gas' ? 'gas' : 'electricity');
  const comerName = (id: number | null) =>
    comers.data?.find((comer) => comer.id === id)?.name ?? (id === null ? '' : String(id));
  // The activity in the current language, whatever the language it was chosen in.
  const cnaes = useCnaes(values.installation.residenceType === 'business');
  const cnaeDescription = (cnae: Cnae) =>
    cnaes.data?.find((each) => each.id === cnae.id)?.descripcio ?? cnae.descripcio;
  const described = sections(values, kind, t, comerName, cnaeDescription);
  const { conditions, gdpr } = settings.links;

  return (
    <Stack spacing={4}>
      <Typography>{t('contracting:confirmation.intro')}</Typography>
      {steps.map((step) => {
        const items = described[step];
        if (!items || items.length === 0) return null;
        const title = t(`contracting:steps.${step}`);
        return (
          <Box component="section" key={step} aria-label={title}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 2,
                mb: 1.5,
              }}
            >
              <Typography component="h3" variant="h6">
                {title}
              </Typography>
              {canChange(step) && (
                <Button size="small" onClick={() => onChange(step)}>
                  {t('contracting:confirmation.change')}{' '}
                  <Box component="span" sx={visuallyHidden}>
                    {title}
                  </Box>
                </Button>
              )}
            </Box>
            <DescriptionList items={items} />
          </Box>
        );
      })}
      {!authenticated && (
        <Stack spacing={1}>
          {(conditions || gdpr) && (
            <Typography variant="body2">
              {t('contracting:confirmation.readFirst')}{' '}
              {conditions && (
                <Link href={conditions} {...newTabProps}>
                  {t('contracting:confirmation.conditionsLink')}
                  <NewWindowHint />
                </Link>
              )}
              {conditions && gdpr && ' · '}
              {gdpr && (
                <Link href={gdpr} {...newTabProps}>
                  {t('contracting:confirmation.gdprLink')}
                  <NewWindowHint />
                </Link>
              )}
            </Typography>
          )}
          <FormCheckbox
            name="confirmation.acceptOVConditions"
            label={t('contracting:confirmation.acceptOVConditions')}
          />
          <FormCheckbox
            name="confirmation.acceptGdpr"
            label={t('contracting:confirmation.acceptGdpr')}
          />
        </Stack>
      )}
      {config.askPublicity && (
        <FormCheckbox
          name="confirmation.acceptPublicity"
          label={t('contracting:confirmation.acceptPublicity')}
        />
      )}
    </Stack>
  );
}
