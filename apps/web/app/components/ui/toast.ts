import { TOAST_DURATION_MS } from '@seed/domain/timing';
import { useSyncExternalStore } from 'react';

export type ToastType = 'danger' | 'success' | 'info' | 'warning';
type ToastInput = { message: string; type?: ToastType; durationMs?: number };
type Toast = Required<ToastInput> & { id: number };

// A list outside React, so code that is not a component (a fetcher's result handler, an API wrapper)
// can raise a toast too; the Toaster subscribes to it.
let toasts: readonly Toast[] = [];
const NONE: readonly Toast[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toast({ message, type = 'info', durationMs }: ToastInput): void {
  // On the server this list would be shared by every visitor's render.
  if (typeof window === 'undefined') return;
  const duration = durationMs ?? (type === 'danger' ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default);
  setToasts([...toasts, { id: nextId++, message, type, durationMs: duration }]);
}

export function dismissToast(id: number): void {
  setToasts(toasts.filter((item) => item.id !== id));
}

/**
 * Spec §8: a failed API answer whose body has a string message shows it in a danger toast (5000 ms).
 * Takes the API's error body `{ statusCode, message, code? }`; returns whether a toast was shown.
 */
export function toastFromApiError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, statusCode } = body as { message?: unknown; statusCode?: unknown };
  // The status is part of the API's error body; without it this is some other error, not the API's word.
  if (typeof statusCode !== 'number' || statusCode < 400) return false;
  if (typeof message !== 'string' || message.trim() === '') return false;
  toast({ message, type: 'danger' });
  return true;
}

const actions = { toast, toastFromApiError };

export function useToast(): typeof actions {
  return actions;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}
