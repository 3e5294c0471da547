import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { validateCoupon } from '../api/lookups';

/** The query parameter that pre-fills a promotional code (spec 3 point 2). */
export const PROMOCODE_PARAM = 'promocode';

export type PromoNotice = { code: string; valid: boolean } | null;

/**
 * `?promocode=` on the page applies the code as the contract step's Apply would (spec 3 point 4,
 * "Promo code"): checked with the server, kept when valid, and the visitor is told either way. A
 * code already applied (a reload) is not asked again.
 */
export function usePromoCodeFromUrl(form: UseFormReturn<WizardValues>) {
  const [params] = useSearchParams();
  const code = params.get(PROMOCODE_PARAM)?.trim() ?? '';
  const [notice, setNotice] = useState<PromoNotice>(null);
  const asked = useRef<string | null>(null);
  const { getValues, setValue } = form;

  useEffect(() => {
    if (!code || asked.current === code) return;
    asked.current = code;
    if (getValues('contract.promotionalCode').includes(code)) return;
    let current = true;
    validateCoupon(code).then(
      (valid) => {
        if (!current) return;
        if (valid) {
          const applied = getValues('contract.promotionalCode');
          if (!applied.includes(code)) {
            setValue('contract.promotionalCode', [...applied, code], { shouldDirty: true });
          }
        }
        setNotice({ code, valid });
      },
      // Not checked (offline): the contract step's field still takes it.
      () => undefined,
    );
    return () => {
      current = false;
      asked.current = null;
    };
  }, [code, getValues, setValue]);

  return { notice, dismiss: () => setNotice(null) };
}
