// The package's public rule book, a deliberate barrel (STYLE.md discourages them): an external
// conformance suite imports the validators from the package root.
export { cupsCheckLetters, isValidCups, normalizeCups } from './validators/cups';
export {
  cifControlDigit,
  isCompanyTaxId,
  isValidCif,
  isValidDni,
  isValidNie,
  isValidTaxId,
  normalizeTaxId,
  withEsPrefix,
  withoutEsPrefix,
} from './validators/tax-id';
export {
  IBAN_LENGTHS,
  formatIban,
  isValidIban,
  maskIban,
  normalizeIban,
  spanishControlDigit,
} from './validators/iban';
export {
  isValidCadastralReference,
  normalizeCadastralReference,
} from './validators/cadastral-reference';
export { isValidPostalCode, provinceCodeOf } from './validators/postal-code';
export {
  PHONE_DEFAULT_COUNTRY,
  PHONE_DEFAULT_PREFIX,
  PHONE_MAX_LENGTH,
  isValidPhone,
  normalizePhone,
} from './validators/phone';
export { isValidEmail } from './validators/email';
export {
  PASSWORD_MIN_LENGTH,
  checkPassword,
  isStrongPassword,
  passwordChecklist,
} from './rules/password';
export type { PasswordRule, PasswordRuleId, PasswordRuleResult } from './rules/password';
export {
  DEFAULT_FILE_UPLOAD_SIZE_LIMIT,
  bytesToMegabytes,
  formatFileSize,
  isFileWithinLimit,
} from './rules/file-size';
export {
  formatDisplayDate,
  isDateRangeValid,
  parseTransportDate,
  toTransportDate,
} from './format/dates';
export { formatEuros, formatKw, formatKwh, parseDecimalInput } from './format/units';
export {
  MAX_POWER_KW_2TD,
  POWER_CHANGE_RIGHTS_CENTS,
  POWER_PERIODS,
  checkAccessTariffPowers,
  formatPowerInput,
  kwToWatts,
  powerChangeCosts,
  validatePowerChange,
  wattsToKw,
} from './rules/power';
export type {
  AccessTariffPowerError,
  PowerChangeCosts,
  PowerChangeError,
  PowerPeriod,
  PowersKw,
} from './rules/power';
export {
  activeFirst,
  canChangeContract,
  canChangePower,
  contractDisplayState,
  electronicNotificationState,
} from './rules/contract';
export type {
  ContractDisplayState,
  ContractStateCode,
  ElectronicNotificationState,
} from './rules/contract';
export {
  BATTERY_PERCENTAGE_MAX,
  BATTERY_PERCENTAGE_MIN,
  isBatteryActive,
  isBatteryLocked,
  normalizeBatteryPercentage,
} from './rules/battery';
