import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { useFieldErrorText } from '@/components/form/form-fields';
import { TextInput } from '@/components/form/text-input';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { requestErrorText } from '@/lib/form-errors';
import { validateCoupon } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { useFormMethods } from '@/components/form/form-root';

/** The lead carries at most this many codes (leadBodySchema). */
const MAX_CODES = 5;

const FIELD = 'contract.promotionalCode';

/**
 * Promotional codes (spec 3 point 4, "Promo code"): a code is checked with the server when applied;
 * a valid one joins the applied codes (shown as chips, each removable) and the box is emptied; an
 * invalid or repeated one says so at the field.
 */
export function PromoCodeField() {
  const t = useContractingTexts();
  const { control, setValue, setError, clearErrors } = useFormMethods<WizardValues>();
  const codes = useWatch({ control, name: FIELD });
  const [typed, setTyped] = useState('');
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const errorText = useFieldErrorText(FIELD);
  const shownError = errorText ?? failure ?? undefined;

  const refuse = (code: 'promo_code_invalid' | 'promo_code_already_applied' | 'too_long') => {
    setError(FIELD, { type: 'promo', message: code });
    input.current?.focus();
  };

  const apply = async () => {
    const code = typed.trim();
    if (code === '' || applying) return;
    setFailure(null);
    setAnnouncement('');
    if (codes.some((applied) => applied.toUpperCase() === code.toUpperCase())) {
      return refuse('promo_code_already_applied');
    }
    if (codes.length >= MAX_CODES) return refuse('too_long');
    setApplying(true);
    try {
      const valid = await validateCoupon(code);
      if (!valid) return refuse('promo_code_invalid');
      clearErrors(FIELD);
      setValue(FIELD, [...codes, code], { shouldDirty: true });
      setTyped('');
      setAnnouncement(t('contracting-steps:contract.promo.applied', { code }));
    } catch (error) {
      setFailure(requestErrorText(t, error));
      input.current?.focus();
    } finally {
      setApplying(false);
    }
  };

  const remove = (code: string) => {
    setValue(
      FIELD,
      codes.filter((applied) => applied !== code),
      { shouldDirty: true },
    );
    setAnnouncement(t('contracting-steps:contract.promo.removed', { code }));
    input.current?.focus();
  };

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <TextInput
            label={t('contracting-steps:contract.promo.label')}
            value={typed}
            inputRef={input}
            autoComplete="off"
            spellCheck={false}
            error={Boolean(shownError)}
            helperText={shownError}
            onChange={(event) => {
              setTyped(event.target.value);
              setFailure(null);
              if (errorText) clearErrors(FIELD);
            }}
            onKeyDown={(event) => {
              // Enter applies the code rather than sending the step.
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          />
        </Box>
        <Button
          variant="outlined"
          onClick={() => void apply()}
          loading={applying}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {t('contracting-steps:contract.promo.apply')}
        </Button>
      </Stack>
      {codes.length > 0 && (
        <Box
          component="ul"
          aria-label={t('contracting-steps:contract.promo.list')}
          id={listId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {codes.map((code) => (
            <Box
              component="li"
              key={code}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
            >
              <Chip
                icon={<LocalOfferOutlinedIcon aria-hidden />}
                label={code}
                color="success"
                variant="outlined"
                sx={{ maxWidth: '100%' }}
              />
              <IconButton
                size="small"
                aria-label={t('contracting-steps:contract.promo.remove', { code })}
                onClick={() => remove(code)}
              >
                <CloseIcon fontSize="small" aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
