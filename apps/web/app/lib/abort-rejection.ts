/**
 * React Router aborts the fetchers it is revalidating when a new navigation or form post interrupts them,
 * and in 7.18 an aborted fetch can surface as an unhandled rejection (remix-run/react-router#14203): a
 * shopper who posts a form twice quickly got "signal is aborted without reason" as an uncaught error. A
 * cancelled request is not a failure, so only that rejection is kept out of the error log.
 */
export function isAbortRejection(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}
