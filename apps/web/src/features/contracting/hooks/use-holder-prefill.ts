import { commsLanguages } from '@portal/domain/schemas/contracting';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useHolderProfile } from '../api/get-holder-profile';

/**
 * A signed-in customer's person step starts from their profile (spec 3 point 6): the tax id, name,
 * mobile, e-mail and language fill the fields still empty, once.
 */
export function useHolderPrefill(form: UseFormReturn<WizardValues>, authenticated: boolean) {
  const profile = useHolderProfile(authenticated);
  const filled = useRef(false);
  const { getValues, setValue } = form;
  const data = profile.data;

  useEffect(() => {
    if (!data || filled.current) return;
    filled.current = true;
    const fill = (name: 'vat' | 'name' | 'email' | 'mobile', value: string | null) => {
      if (value && getValues(`person.${name}`) === '') setValue(`person.${name}`, value);
    };
    fill('vat', data.vat);
    fill('name', data.name);
    fill('email', data.email);
    fill('mobile', data.mobile);
    const language = commsLanguages.find((lang) => data.language?.startsWith(lang));
    if (language && getValues('person.commsLanguage') === '') {
      setValue('person.commsLanguage', language);
    }
  }, [data, getValues, setValue]);
}
