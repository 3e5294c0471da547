import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { recommendedAccessTariff } from '@portal/domain/rules/power-calculator';
import {
  contactLeadContactFields,
  type ContactLeadContact,
} from '@portal/domain/schemas/contact-leads';
import { type CalculatorResult } from '@portal/domain/schemas/power-calculator';
import { powerCalculatorNamespaces } from '../utils/calculator-form';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContactLeadForm } from '@/components/form/contact-lead-form';
import { OrganizationContact } from '@/components/help/organization-contact';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { requestErrorText, serverErrorFields } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { enabledContractingRoutes, pathFor } from '@/lib/paths';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { formatKwNumber } from '../utils/format-power';
import { DemandSuggestion } from './demand-suggestion';

const coefficientKeys = { 0.25: 'low', 0.4: 'medium', 0.6: 'high' } as const;

/** The already-a-client and not-a-client panels (spec 3 point 2 "Lead contact form"). */
function ClientPanels() {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const lang = useLang();
  const settings = useSettings();
  const signedIn = useSignedIn();
  const contracting = enabledContractingRoutes(settings)[0];
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('power-calculator:panels.client')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('power-calculator:panels.clientText')}</Typography>
        <Button
          variant="outlined"
          component={RouterLink}
          to={pathFor(signedIn ? 'home' : 'login', lang)}
        >
          {t(signedIn ? 'power-calculator:panels.dashboard' : 'power-calculator:panels.signIn')}
        </Button>
      </Paper>
      {contracting && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {t('power-calculator:panels.notClient')}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{t('power-calculator:panels.notClientText')}</Typography>
          <Button variant="contained" component={RouterLink} to={pathFor(contracting, lang)}>
            {t('power-calculator:panels.contract')}
          </Button>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('power-calculator:panels.contact')}
        </Typography>
        <OrganizationContact />
      </Paper>
    </>
  );
}

/**
 * The result (spec 3 point 2 "Power calculator, result and simulator"): the optimal power in kW,
 * how it was reached, the access tariff it needs, what each appliance adds, the power the
 * customer's own curve suggests, and the lead contact form with the panels beside it.
 */
export function PowerResult({
  result,
  onEdit,
  onSend,
  error,
}: {
  result: CalculatorResult;
  onEdit: () => void;
  onSend: (contact: ContactLeadContact) => Promise<unknown>;
  /** The lead's failure; the contact fields' errors show at their fields. */
  error: unknown;
}) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const leadId = useId();
  const breakdownId = useId();
  const tariff = recommendedAccessTariff(result.optimalPower);
  const counted = result.appliances.filter((appliance) => appliance.totalPower > 0);
  useLayoutEffect(() => heading.current?.focus(), []);
  const requestError =
    error && serverErrorFields(error, contactLeadContactFields).length === 0
      ? requestErrorText(t, error)
      : null;

  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('power-calculator:result.title')}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 700, lineHeight: 1.2 }}
        >
          {t('power-calculator:result.power', { power: formatKwNumber(result.optimalPower, lang) })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('power-calculator:result.tariff', { tariff })}{' '}
          {t(
            tariff === '2.0TD'
              ? 'power-calculator:result.tariff2'
              : 'power-calculator:result.tariff3',
          )}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('power-calculator:result.explanation', {
            coefficient: t(
              `power-calculator:form.coefficients.${coefficientKeys[result.cofSimul]}`,
            ).toLocaleLowerCase(lang),
          })}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('power-calculator:result.advice')}</Typography>
        {counted.length > 0 ? (
          <>
            <Typography id={breakdownId} component="h3" variant="h6" sx={{ mt: 2, mb: 1 }}>
              {t('power-calculator:result.breakdown')}
            </Typography>
            <Box component="ul" aria-labelledby={breakdownId} sx={{ m: 0, pl: 3 }}>
              {counted.map((appliance) => (
                <li key={appliance.name}>
                  {t('power-calculator:result.line', {
                    appliance: t(`power-calculator:appliances.${appliance.name}`),
                    power: formatKwNumber(appliance.totalPower, lang),
                  })}
                </li>
              ))}
            </Box>
          </>
        ) : (
          <Typography sx={{ mt: 1 }}>{t('power-calculator:result.none')}</Typography>
        )}
        <Button variant="outlined" onClick={onEdit} sx={{ mt: 2 }}>
          {t('power-calculator:result.edit')}
        </Button>
      </Paper>
      <DemandSuggestion optimalPower={result.optimalPower} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
        }}
      >
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={leadId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={leadId} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('power-calculator:lead.title')}
          </Typography>
          <Typography sx={{ mb: 2.5 }}>
            {t('power-calculator:lead.intro', {
              power: formatKwNumber(result.optimalPower, lang),
            })}
          </Typography>
          {requestError && (
            <FocusedAlert severity="error" sx={{ mb: 2.5 }}>
              {requestError}
            </FocusedAlert>
          )}
          <ContactLeadForm
            sendOnlyOnceTyped
            submitLabel={t('power-calculator:lead.submit')}
            onSend={onSend}
          />
        </Paper>
        <Stack component="aside" spacing={2} aria-label={t('power-calculator:panels.label')}>
          <ClientPanels />
        </Stack>
      </Box>
    </Stack>
  );
}
