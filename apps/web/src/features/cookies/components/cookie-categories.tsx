import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalCategories, type ConsentChoice } from '../utils/consent';

/** The categories to choose from; its own chunk, loaded when the visitor personalises. */
export function CookieCategories({
  value,
  onChange,
  focusFirst,
}: {
  value: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
  /** Opened by the visitor: focus goes to the first choice, which appears above the buttons. */
  focusFirst: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
        {t('cookies.categoriesLegend')}
      </Typography>
      <Category
        label={t('cookies.categories.necessary.label')}
        description={t('cookies.categories.necessary.description')}
        checked
        disabled
      />
      {optionalCategories.map((category, index) => (
        <Category
          autoFocus={focusFirst && index === 0}
          key={category}
          label={t(`cookies.categories.${category}.label`)}
          description={t(`cookies.categories.${category}.description`)}
          checked={value[category]}
          onChange={(checked) => onChange({ ...value, [category]: checked })}
        />
      ))}
    </Box>
  );
}

function Category({
  label,
  description,
  checked,
  disabled = false,
  autoFocus = false,
  onChange,
}: {
  autoFocus?: boolean;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange?.(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId, autoFocus } }}
          />
        }
      />
      <Typography id={descriptionId} variant="body2" sx={{ ml: 4, color: 'text.secondary' }}>
        {description}
      </Typography>
    </div>
  );
}
