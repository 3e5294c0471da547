import type { CaseStatus } from '@portal/domain/schemas/cases';
import { and, eq, inArray } from 'drizzle-orm';
import { type CaseReferencePrefix, caseReference, takeCaseId } from '../db/case-references';
import type { Database } from '../db/database';
import { caseMessages, cases } from '../db/schema/cases';
import { contracts } from '../db/schema/contracts';

/**
 * The household's requests and claim (docs/decisions/017), so that the request list, a
 * conversation waiting for the customer and a closed one show from the start. Dated back from
 * the day the seed runs; written once: a household with cases is left as it is.
 */

type DemoMessage = {
  daysAgo: number;
  fromStaff: boolean;
  body: string;
  /** The status the message moved the case to. */
  status?: CaseStatus;
};

type DemoCase = {
  prefix: CaseReferencePrefix;
  kind: 'request' | 'claim';
  contract: string;
  sectionId: number;
  categoryId: number | null;
  claim?: { type: string; subtype: string };
  subject: string;
  description: string;
  status: CaseStatus;
  openedDaysAgo: number;
  messages: DemoMessage[];
};

const AGENT = 'Marta (Atención al cliente)';

const householdCases: DemoCase[] = [
  {
    prefix: 'SOL',
    kind: 'request',
    contract: '0100002',
    sectionId: 1,
    categoryId: 2,
    subject: 'Cambiar el día de cargo de los recibos',
    description:
      'Querría que los recibos se cargaran a principios de mes, después de cobrar la nómina. ¿Es posible?',
    status: 'accepted',
    openedDaysAgo: 40,
    messages: [
      {
        daysAgo: 39,
        fromStaff: true,
        status: 'info_required',
        body: 'Hola, Laura. Sí, podemos cargar los recibos cualquier día entre el 1 y el 10 de cada mes. ¿Qué día prefieres?',
      },
      {
        daysAgo: 38,
        fromStaff: false,
        status: 'being_processed',
        body: 'El día 5, por favor. ¡Gracias!',
      },
      {
        daysAgo: 36,
        fromStaff: true,
        status: 'accepted',
        body: 'Hecho: desde el próximo recibo, el cargo se hará el día 5 de cada mes. Si necesitas algo más, abre una nueva solicitud.',
      },
    ],
  },
  {
    prefix: 'SOL',
    kind: 'request',
    contract: '0100001',
    sectionId: 1,
    categoryId: 1,
    subject: 'Consumo muy alto en la última factura',
    description:
      'La última factura marca casi el doble de consumo que el mismo mes del año pasado y en casa seguimos igual. ¿Podéis revisar si la lectura es correcta?',
    status: 'info_required',
    openedDaysAgo: 6,
    messages: [
      {
        daysAgo: 2,
        fromStaff: true,
        status: 'info_required',
        body: 'Hola, Laura. Hemos revisado la factura: la lectura es real y la tomó la distribuidora. Para descartar un error del contador, ¿nos puedes enviar una foto en la que se vea la lectura de hoy?',
      },
    ],
  },
  {
    prefix: 'ATC',
    kind: 'claim',
    contract: '0200001',
    sectionId: 5,
    categoryId: null,
    // Billing and metering: disagreement with the reading billed (CNMC tables 81 and 82).
    claim: { type: '02', subtype: '009' },
    subject: 'Disconformidad con la lectura facturada',
    description:
      'La lectura de la última factura de gas (4.512 m³) es mayor que la que marca hoy el contador (4.380 m³). Os pido que la corrijáis.',
    status: 'in_process',
    openedDaysAgo: 1,
    messages: [],
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedDemoCases(db: Database, userId: string) {
  const [existing] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.userId, userId))
    .limit(1);
  if (existing) return;
  const contractIds = new Map(
    (
      await db
        .select({ name: contracts.name, id: contracts.id })
        .from(contracts)
        .where(
          and(
            eq(contracts.userId, userId),
            inArray(
              contracts.name,
              householdCases.map((demo) => demo.contract),
            ),
          ),
        )
    ).map((row) => [row.name, row.id]),
  );
  await db.transaction(async (tx) => {
    for (const demo of householdCases) {
      const id = await takeCaseId(tx);
      const openedAt = daysAgo(demo.openedDaysAgo);
      const lastMessage = demo.messages.at(-1);
      await tx.insert(cases).values({
        id,
        reference: caseReference(demo.prefix, openedAt, id),
        kind: demo.kind,
        userId,
        contractId: contractIds.get(demo.contract) ?? null,
        sectionId: demo.sectionId,
        categoryId: demo.categoryId,
        subject: demo.subject,
        description: demo.description,
        status: demo.status,
        language: 'es',
        claimType: demo.claim?.type ?? null,
        claimSubtype: demo.claim?.subtype ?? null,
        createdAt: openedAt,
        updatedAt: lastMessage ? daysAgo(lastMessage.daysAgo) : openedAt,
      });
      if (demo.messages.length === 0) continue;
      await tx.insert(caseMessages).values(
        demo.messages.map((message) => ({
          caseId: id,
          isAdmin: message.fromStaff,
          authorName: message.fromStaff ? AGENT : null,
          body: message.body,
          status: message.status ?? null,
          createdAt: daysAgo(message.daysAgo),
        })),
      );
    }
  });
}
