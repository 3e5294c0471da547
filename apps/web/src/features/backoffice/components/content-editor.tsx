import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ContentLanguage, contentLanguages } from '@portal/domain/schemas/backoffice-content';
import { type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormGetFieldState, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-fields';
import { FormRoot } from '@/components/form/form-root';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useContentTexts } from '../utils/content-texts';
import { HtmlPreview } from './html-preview';

/**
 * The frame of each content form (a page, a block, a banner, a coupon; new or changed): its
 * heading, the fields, Save and Cancel. A failed save puts the server's field errors on their
 * fields, or says why above the buttons; what was typed stays.
 */
export function ContentEditor<T extends FieldValues, C, V extends FieldValues>({
  title,
  form,
  fields,
  saving,
  onSave,
  onCancel,
  onInvalid,
  children,
}: {
  title: string;
  form: UseFormReturn<T, C, V>;
  /** The fields the server's field errors may name. */
  fields: readonly Path<T>[];
  saving: boolean;
  /** Sends the body; calls `failed` with the error when the save fails. */
  onSave: (body: V, failed: (error: unknown) => void) => void;
  onCancel: () => void;
  /** Called once fields show errors (the form's own or the server's). */
  onInvalid?: () => void;
  children: ReactNode;
}) {
  const t = useContentTexts();
  const headingId = useId();
  const [requestError, setRequestError] = useState<string | null>(null);
  const submit = form.handleSubmit(
    (body) => {
      setRequestError(null);
      onSave(body, (error) => {
        if (setServerFieldErrors(error, fields, form.setError)) onInvalid?.();
        else {
          setRequestError(
            `${t('backoffice-content:content.saveFailed')} ${requestErrorText(t, error)}`,
          );
        }
      });
    },
    () => onInvalid?.(),
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FormRoot form={form}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          {children}
          {requestError && (
            <FocusedAlert severity="error" onClose={() => setRequestError(null)}>
              {requestError}
            </FocusedAlert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={saving}>
              {t('backoffice-content:content.save')}
            </Button>
            <Button onClick={onCancel}>{t('backoffice-content:content.cancel')}</Button>
          </Box>
        </Box>
      </FormRoot>
    </Paper>
  );
}

/** The two columns of a form with a preview: the fields, and beside them (below on a phone) it. */
export const fieldsAndPreview = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

/** The text being edited: as written (`default`, served where no other is given) or a language's. */
export type EditedLanguage = 'default' | ContentLanguage;

/**
 * The language a form with texts by language shows, and `revealErrors`, which moves to a language
 * whose texts have errors when the one shown has none (an error would otherwise stay unseen).
 */
export function useEditedLanguage<T extends FieldValues>(
  form: { getFieldState: UseFormGetFieldState<T> },
  keys: readonly string[],
) {
  const [language, setLanguage] = useState<EditedLanguage>('default');
  const failing = (each: EditedLanguage) =>
    keys.some(
      (key) =>
        form.getFieldState((each === 'default' ? key : `translations.${each}.${key}`) as Path<T>)
          .error,
    );
  const revealErrors = () => {
    if (failing(language)) return;
    const other = (['default', ...contentLanguages] as const).find(failing);
    if (other) setLanguage(other);
  };
  return { language, setLanguage, revealErrors };
}

/** Chooses the language whose texts the form shows; the preview follows it. */
export function LanguagePicker({
  value,
  onChange,
}: {
  value: EditedLanguage;
  onChange: (language: EditedLanguage) => void;
}) {
  const t = useContentTexts();
  const labelId = useId();
  const hintId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography id={labelId} variant="subtitle2" component="span">
        {t('backoffice-content:content.translations.picker')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: EditedLanguage | null) => next && onChange(next)}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="default" sx={{ textTransform: 'none' }}>
          {t('backoffice-content:content.translations.default')}
        </ToggleButton>
        {contentLanguages.map((language) => (
          <ToggleButton key={language} value={language} sx={{ textTransform: 'none' }}>
            {t(`backoffice-content:content.languages.${language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('backoffice-content:content.translations.hint')}
      </Typography>
    </Box>
  );
}

/** A translated field's name and label in the language being edited. */
export function useTranslatedField() {
  const t = useContentTexts();
  return <Key extends string>(language: EditedLanguage, key: Key, label: string) =>
    language === 'default'
      ? { name: key, label }
      : {
          name: `translations.${language}.${key}` as const,
          label: t('backoffice-content:content.translations.field', {
            field: label,
            language: t(`backoffice-content:content.languages.${language}`),
          }),
        };
}

/** The HTML field in the language being edited: required as written, left empty in a language. */
export function TranslatedHtmlField({
  language,
  field,
}: {
  language: EditedLanguage;
  field: 'html_block' | 'content';
}) {
  const t = useContentTexts();
  const translated = useTranslatedField();
  const html = translated(language, field, t('backoffice-content:content.html'));
  return (
    <FormTextField
      key={html.name}
      name={html.name}
      label={html.label}
      hint={
        language === 'default'
          ? t('backoffice-content:content.htmlHint')
          : t('backoffice-content:content.translations.empty')
      }
      multiline
      minRows={6}
      maxRows={20}
      required={language === 'default'}
      sx={{ fontFamily: 'monospace' }}
    />
  );
}

/** The preview of what customers in the language get: its own HTML, or else the HTML as written. */
export function TranslatedHtmlPreview({
  language,
  written,
  translation,
}: {
  language: EditedLanguage;
  written: string;
  translation: string;
}) {
  const t = useContentTexts();
  const inLanguage = language !== 'default' && translation.trim() !== '';
  return (
    <HtmlPreview
      html={inLanguage ? translation : written}
      language={
        language === 'default' ? undefined : t(`backoffice-content:content.languages.${language}`)
      }
    />
  );
}
