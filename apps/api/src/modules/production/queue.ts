import type { Db } from '@seed/db/client';
import type { DesignSide } from '@seed/domain/design';
import { groupQueue, isReadyToShip, PRODUCTION_STATUSES } from '@seed/domain/production';
import { toMedia } from '../../http/media';
import { findProductionLines } from '../orders/production-lines';
import { orderNotFound } from '../orders/records';
import { findAccounts } from '../users/service';
import { findRenders, type RenderRow } from './print-renders';
import { type FileState, fileRefs, type PreparedLine, prepareLines } from './sources';

type Staff = Map<number, { id: number; email: string }>;

async function staffOf(db: Db, lines: PreparedLine[]): Promise<Staff> {
  const ids = [...new Set(lines.flatMap((line) => line.state?.printedById ?? []))];
  return new Map((await findAccounts(db, ids)).map((account) => [account.id, account]));
}

const printedOf = (line: PreparedLine, staff: Staff) =>
  line.state?.printedAt
    ? {
        at: line.state.printedAt,
        by: line.state.printedById === null ? null : (staff.get(line.state.printedById) ?? null),
        batchId: line.state.batchId,
      }
    : null;

type Renders = Map<string, RenderRow>;
const renderKey = (lineId: number, side: string) => `${lineId}:${side}`;

async function rendersOf(db: Db, lines: PreparedLine[]): Promise<Renders> {
  const rows = await findRenders(
    db,
    lines.map((line) => line.id),
  );
  return new Map(rows.map((row) => [renderKey(row.orderProductId, row.side), row]));
}

function fileState(line: PreparedLine, side: DesignSide, renders: Renders): FileState {
  if (line.source.kind === 'studio' || line.state?.files.some((file) => file.side === side)) return 'ready';
  const render = renders.get(renderKey(line.id, side));
  if (render?.state === 'waiting') return 'making';
  return render?.state === 'failed' ? 'failed' : 'onDownload';
}

function presentLine(line: PreparedLine, staff: Staff, renders: Renders, mediaBase: string) {
  return {
    id: line.id,
    orderId: line.orderId,
    orderStatus: line.orderStatus,
    placedAt: line.placedAt,
    productId: line.productId,
    nameEn: line.nameEn,
    nameAr: line.nameAr,
    kind: line.source.kind,
    technique: line.technique,
    printPosition: line.printPosition,
    count: line.count,
    color: line.color,
    size: line.size,
    picture: toMedia(line.picture, mediaBase),
    files: fileRefs(line, (side) => fileState(line, side, renders)),
    flag: line.flag,
    printed: printedOf(line, staff),
  };
}

export const zipUrl = (group: { technique: string; inventoryId: number }) =>
  `/api/admin/production/batches/${group.technique}/${group.inventoryId}/files.zip`;

/** Lines of paid orders waiting to be printed, as the printer's batches; and the orders ready to ship. */
export async function productionQueue(db: Db, mediaBase: string) {
  const lines = await prepareLines(db, await findProductionLines(db, { statuses: PRODUCTION_STATUSES }));
  const staff = await staffOf(db, lines);
  const waiting = lines.filter((line) => !line.state?.printedAt);
  const renders = await rendersOf(db, waiting);
  const groups = groupQueue(waiting).map((group) => ({
    technique: group.technique,
    item: group.lines[0]?.item ?? { id: group.inventoryId, nameEn: '', nameAr: '' },
    lines: group.lines.map((line) => presentLine(line, staff, renders, mediaBase)),
    zipUrl: zipUrl(group),
  }));
  const byOrder = new Map<number, PreparedLine[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const ready = [...byOrder.values()].flatMap((orderLines) => {
    const printed = orderLines.map((line) => ({ printed: Boolean(line.state?.printedAt) }));
    const first = orderLines[0];
    if (!first || !isReadyToShip(printed)) return [];
    const times = orderLines.map((line) => line.state?.printedAt?.getTime() ?? 0);
    return [
      {
        orderId: first.orderId,
        placedAt: first.placedAt,
        status: first.orderStatus,
        lineIds: orderLines.map((line) => line.id),
        lastPrintedAt: new Date(Math.max(...times)),
      },
    ];
  });
  return { groups, ready };
}

/** One order's production: every line printed or not, flagged or not, and whether it can ship. */
export async function orderProduction(db: Db, orderId: number) {
  const rows = await findProductionLines(db, { orderId });
  const first = rows[0];
  if (!first) throw orderNotFound(orderId);
  const lines = await prepareLines(db, rows);
  const staff = await staffOf(db, lines);
  return {
    orderId,
    status: first.orderStatus,
    lines: lines.map((line) => ({
      id: line.id,
      nameEn: line.nameEn,
      nameAr: line.nameAr,
      count: line.count,
      printed: printedOf(line, staff),
      flag: line.flag,
    })),
    readyToShip: isReadyToShip(lines.map((line) => ({ printed: Boolean(line.state?.printedAt) }))),
  };
}
