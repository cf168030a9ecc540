import { z } from 'zod';

export const DESIGN_REQUEST_STATUSES = [
  'NEW',
  'PROCESSING',
  'WAITING_APPROVAL',
  'REQUEST_FOR_CHANGE',
  'DONE',
  'CANCELLED',
] as const;
export const DesignRequestStatusSchema = z.enum(DESIGN_REQUEST_STATUSES);
export type DesignRequestStatus = z.infer<typeof DesignRequestStatusSchema>;

/** A Tailwind palette name, so the web can build `bg-${colour}-100 text-${colour}-800` style badges. */
export type StatusColor = 'indigo' | 'amber' | 'green' | 'red' | 'lime' | 'gray';

const STATUS_COLORS: Readonly<Record<DesignRequestStatus, StatusColor>> = {
  NEW: 'indigo',
  PROCESSING: 'amber',
  WAITING_APPROVAL: 'green',
  REQUEST_FOR_CHANGE: 'red',
  DONE: 'lime',
  CANCELLED: 'gray',
};

// Statuses come from the server as strings; one added there later must still render, in neutral grey.
export function designRequestStatusColor(status: string | null | undefined): StatusColor {
  const parsed = DesignRequestStatusSchema.safeParse(status);
  return parsed.success ? STATUS_COLORS[parsed.data] : 'gray';
}

// Kept exactly as spec §4 gives it: only a DONE request counts as editable, every other status is read-only.
export function isDesignRequestEditable(status: string | null | undefined): boolean {
  return status === 'DONE';
}

// Contents are appended as the request goes back and forth, so the last entry is the current one.
export function latestContent<T>(contents: readonly T[] | null | undefined): T | undefined {
  return contents?.at(-1);
}
