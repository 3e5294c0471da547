import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkPassword, type PasswordRuleId } from '@portal/domain/rules/password';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/ui/visually-hidden';

type RuleKey = `password_rule_${PasswordRuleId}`;

/**
 * The rules of a new password, ticked as it is typed (spec 1 point 5). Each line says in words
 * whether it is met; the icon's shape repeats it, the colour only adds to both.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation(['auth', 'validation']);
  const titleId = `${id}-title`;
  return (
    <Box id={id}>
      <Typography id={titleId} variant="body2" sx={{ mb: 0.5 }}>
        {t('auth:checklist.title')}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {checkPassword(password).map((rule) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
              typography: 'body2',
              color: rule.ok ? 'success.dark' : 'text.secondary',
            }}
          >
            {rule.ok ? (
              <CheckCircleIcon fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
            )}
            <span>
              {t(`validation:${rule.labelKey as RuleKey}`)}
              <Box component="span" sx={visuallyHidden}>
                {`: ${rule.ok ? t('auth:checklist.met') : t('auth:checklist.unmet')}`}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
