import type { listAddresses } from './service';

type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

export function presentAddress(row: AddressRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
