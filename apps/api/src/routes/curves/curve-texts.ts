import type { CurveSeriesName } from '@portal/domain/schemas/curves';
import type { ServerLanguage } from '../../lib/language';

/** The series' labels v2 answers with (spec 2 point 7: translations for activa, exportada, reactiva). */
export const curveSeriesTexts: Record<ServerLanguage, Record<CurveSeriesName, string>> = {
  es: { activa: 'Energía consumida', exportada: 'Energía exportada', reactiva: 'Energía reactiva' },
  ca: { activa: 'Energia consumida', exportada: 'Energia exportada', reactiva: 'Energia reactiva' },
  en: { activa: 'Energy consumed', exportada: 'Energy exported', reactiva: 'Reactive energy' },
};
