import type { ServerLanguage } from '../../lib/language';

/**
 * The claim types and subtypes (GET atc/tipus, GET atc/tipus/{id}/subtipus; docs/decisions/017):
 * the CNMC's codes for claims between distributor and retailer, from "Formato de ficheros de
 * intercambio de información entre distribuidor y comercializador", process R1 (claims), table 81
 * (types) and table 82 (subtypes), with the subtypes a customer raises under each type. The codes
 * are the CNMC's; the labels in Spanish, Catalan and English are ours.
 */

type Labels = Record<ServerLanguage, string>;

export type ClaimSubtype = { code: string; label: Labels };
export type ClaimType = { code: string; label: Labels; subtypes: ClaimSubtype[] };

const labels = (es: string, ca: string, en: string): Labels => ({ es, ca, en });

export const claimTypes: readonly ClaimType[] = [
  {
    code: '01',
    label: labels('Atención personal', 'Atenció personal', 'Personal service'),
    subtypes: [
      { code: '001', label: labels('Atención incorrecta', 'Atenció incorrecta', 'Poor service') },
      {
        code: '002',
        label: labels('Privacidad de los datos', 'Privacitat de les dades', 'Data privacy'),
      },
    ],
  },
  {
    code: '02',
    label: labels('Facturación y medida', 'Facturació i mesura', 'Billing and metering'),
    subtypes: [
      {
        code: '003',
        label: labels(
          'Incidencia en los equipos de medida',
          'Incidència en els equips de mesura',
          'Fault in the metering equipment',
        ),
      },
      {
        code: '004',
        label: labels(
          'Daños causados por el equipo de medida',
          "Danys causats per l'equip de mesura",
          'Damage caused by the metering equipment',
        ),
      },
      {
        code: '005',
        label: labels(
          'El contador de la factura no es el instalado',
          "El comptador de la factura no és l'instal·lat",
          'The meter on the invoice is not the one installed',
        ),
      },
      {
        code: '008',
        label: labels(
          'Disconformidad con los conceptos facturados',
          'Disconformitat amb els conceptes facturats',
          'Disagreement with the items billed',
        ),
      },
      {
        code: '009',
        label: labels(
          'Disconformidad con la lectura facturada',
          'Disconformitat amb la lectura facturada',
          'Disagreement with the reading billed',
        ),
      },
      {
        code: '011',
        label: labels(
          'Factura pagada dos veces',
          'Factura pagada dues vegades',
          'Invoice paid twice',
        ),
      },
      {
        code: '012',
        label: labels(
          'Refacturación no recibida',
          'Refacturació no rebuda',
          'Corrected invoice not received',
        ),
      },
      {
        code: '036',
        label: labels(
          'Petición de refacturación con una lectura',
          'Petició de refacturació amb una lectura',
          'Request to re-invoice with a meter reading',
        ),
      },
      {
        code: '040',
        label: labels(
          'Solicitud de un duplicado de factura',
          "Sol·licitud d'un duplicat de factura",
          'Request for a duplicate invoice',
        ),
      },
      {
        code: '046',
        label: labels(
          'Certificado de lectura',
          'Certificat de lectura',
          'Meter reading certificate',
        ),
      },
      {
        code: '055',
        label: labels(
          'Disconformidad con el importe facturado de autoconsumo',
          "Disconformitat amb l'import facturat d'autoconsum",
          'Disagreement with the self-consumption amount billed',
        ),
      },
      {
        code: '067',
        label: labels('Verificación del contador', 'Verificació del comptador', 'Meter check'),
      },
    ],
  },
  {
    code: '03',
    label: labels('Contratación', 'Contractació', 'Contracting'),
    subtypes: [
      {
        code: '013',
        label: labels(
          'Disconformidad con un cambio de comercializadora',
          'Disconformitat amb un canvi de comercialitzadora',
          'Disagreement with a change of supplier',
        ),
      },
      {
        code: '014',
        label: labels(
          'Exigencia de fianza o depósito de garantía',
          'Exigència de fiança o dipòsit de garantia',
          'Demand for a bond or security deposit',
        ),
      },
      {
        code: '034',
        label: labels(
          'Disconformidad con los conceptos del contrato de acceso (ATR)',
          "Disconformitat amb els conceptes del contracte d'accés (ATR)",
          'Disagreement with the items of the grid access contract (ATR)',
        ),
      },
      {
        code: '035',
        label: labels(
          'Disconformidad con el rechazo de una solicitud de acceso (ATR)',
          "Disconformitat amb el rebuig d'una sol·licitud d'accés (ATR)",
          'Disagreement with a refused grid access request (ATR)',
        ),
      },
      {
        code: '045',
        label: labels(
          'Actualización de la dirección del punto de suministro',
          "Actualització de l'adreça del punt de subministrament",
          'Update of the supply point address',
        ),
      },
    ],
  },
  {
    code: '04',
    label: labels('Gestión de acometidas', "Gestió d'escomeses", 'Grid connections'),
    subtypes: [
      {
        code: '018',
        label: labels(
          'Disconformidad con los criterios económicos o los cobros',
          'Disconformitat amb els criteris econòmics o els cobraments',
          'Disagreement with the charges or payments',
        ),
      },
      {
        code: '019',
        label: labels(
          'Disconformidad con los criterios técnicos o la obra hecha',
          "Disconformitat amb els criteris tècnics o l'obra feta",
          'Disagreement with the technical criteria or the work done',
        ),
      },
    ],
  },
  {
    code: '05',
    label: labels('Calidad de suministro', 'Qualitat del subministrament', 'Quality of supply'),
    subtypes: [
      { code: '020', label: labels('Calidad de onda', "Qualitat d'ona", 'Voltage quality') },
      {
        code: '021',
        label: labels(
          'Con petición de indemnización',
          "Amb petició d'indemnització",
          'With a claim for compensation',
        ),
      },
      {
        code: '022',
        label: labels(
          'Sin petición de indemnización',
          "Sense petició d'indemnització",
          'Without a claim for compensation',
        ),
      },
      {
        code: '039',
        label: labels(
          'Solicitud de un certificado o informe de calidad',
          "Sol·licitud d'un certificat o informe de qualitat",
          'Request for a quality certificate or report',
        ),
      },
    ],
  },
  {
    code: '06',
    label: labels(
      'Situación de las instalaciones',
      'Situació de les instal·lacions',
      'Installations',
    ),
    subtypes: [
      {
        code: '024',
        label: labels(
          'Daños a terceros causados por las instalaciones',
          'Danys a tercers causats per les instal·lacions',
          'Damage to third parties caused by the installations',
        ),
      },
      {
        code: '025',
        label: labels(
          'Impacto ambiental de las instalaciones',
          'Impacte ambiental de les instal·lacions',
          'Environmental impact of the installations',
        ),
      },
      {
        code: '026',
        label: labels(
          'Reclamación sobre las instalaciones',
          'Reclamació sobre les instal·lacions',
          'Complaint about the installations',
        ),
      },
      {
        code: '041',
        label: labels(
          'Solicitud de actuación sobre las instalaciones',
          "Sol·licitud d'actuació sobre les instal·lacions",
          'Request for work on the installations',
        ),
      },
    ],
  },
  {
    code: '07',
    label: labels('Atención reglamentaria', 'Atenció reglamentària', 'Regulated service'),
    subtypes: [
      {
        code: '027',
        label: labels(
          'Disconformidad con el descuento por servicio individual',
          'Disconformitat amb el descompte per servei individual',
          'Disagreement with the individual service discount',
        ),
      },
      {
        code: '028',
        label: labels(
          'Corte de suministro indebido',
          'Tall de subministrament indegut',
          'Wrongful supply cut',
        ),
      },
      {
        code: '029',
        label: labels(
          'Retraso en la atención de una reclamación',
          "Retard en l'atenció d'una reclamació",
          'Delay in handling a claim',
        ),
      },
      {
        code: '030',
        label: labels(
          'Retraso en la respuesta a un nuevo suministro',
          'Retard en la resposta a un nou subministrament',
          'Delay in answering a new supply request',
        ),
      },
      {
        code: '031',
        label: labels(
          'Retraso en la conexión de un nuevo suministro',
          "Retard en la connexió d'un nou subministrament",
          'Delay in connecting a new supply',
        ),
      },
      {
        code: '032',
        label: labels(
          'Retraso en la reconexión después de un corte',
          "Retard en la reconnexió després d'un tall",
          'Delay in reconnecting after a cut',
        ),
      },
    ],
  },
];

export const findClaimType = (code: string) => claimTypes.find((type) => type.code === code);

/** A subtype of a type; undefined when the type does not have it. */
export const findClaimSubtype = (typeCode: string, subtypeCode: string) =>
  findClaimType(typeCode)?.subtypes.find((subtype) => subtype.code === subtypeCode);
