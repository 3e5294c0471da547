import { zodResolver } from '@hookform/resolvers/zod';
import type { ContactLeadContact } from '@portal/domain/schemas/contact-leads';
import {
  calculatorFormSchema,
  emptyCalculator,
  type CalculatorFormValues,
  type CalculatorResult,
} from '@portal/domain/schemas/power-calculator';
import { powerCalculatorNamespaces } from '../utils/calculator-form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';
import { serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { useSendPowerLead } from '../api/send-power-lead';
import { CalculatorForm } from './calculator-form';
import { PowerLeadSent } from './power-lead-sent';
import { PowerResult } from './power-result';

const resolver = zodResolver(calculatorFormSchema);

/** The calculator's fields a server's field errors may name. */
const calculatorFields = ['cups', 'area', 'numPersones', 'cofSimul'] as const;

/**
 * The power calculator, /potencia (spec 3 points 2 and 4): the form, then the result with the lead
 * form, then the thank-you view once the lead's status is OK. The form keeps what was typed when
 * the visitor goes back to change it.
 */
export function PowerCalculatorPage() {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const form = useForm<CalculatorFormValues, unknown, CalculatorResult>({
    defaultValues: emptyCalculator(),
    resolver,
  });
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const [editing, setEditing] = useState(false);
  const lead = useSendPowerLead();

  const send = async (contact: ContactLeadContact) => {
    if (!result) return;
    try {
      await lead.mutateAsync({ ...result, ...contact });
    } catch (error) {
      // What the calculator sent is refused: back to it, with its fields' errors.
      if (serverErrorFields(error, calculatorFields).length > 0) {
        setResult(null);
        lead.reset();
        setTimeout(() => setServerFieldErrors(error, calculatorFields, form.setError));
        return;
      }
      throw error;
    }
  };

  const restart = () => {
    lead.reset();
    setResult(null);
    setEditing(false);
    form.reset(emptyCalculator());
  };

  return (
    <>
      <PageHeading>{t('common:routes.powerCalculator')}</PageHeading>
      {lead.isSuccess && lead.data.status === 'OK' ? (
        <PowerLeadSent
          reference={lead.data.id.slice(0, 8).toUpperCase()}
          email={lead.variables.email}
          contactHours={lead.variables.contactHours}
          onRestart={restart}
        />
      ) : result && !editing ? (
        <PowerResult
          result={result}
          onEdit={() => {
            lead.reset();
            setEditing(true);
          }}
          onSend={send}
          error={lead.error}
        />
      ) : (
        <CalculatorForm
          form={form}
          onBackToResult={result ? () => setEditing(false) : undefined}
          onCalculated={(calculated) => {
            setResult(calculated);
            setEditing(false);
            // What the result shows is what was calculated: calculating again needs a change.
            form.reset(form.getValues());
          }}
        />
      )}
    </>
  );
}
