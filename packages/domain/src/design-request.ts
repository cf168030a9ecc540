import { DomainError } from './errors';

// No zod in this module: the web's status badge imports it. The API builds its schema from the list.

export const DESIGN_REQUEST_STATUSES = [
  'NEW',
  'PROCESSING',
  'WAITING_APPROVAL',
  'REQUEST_FOR_CHANGE',
  'DONE',
  'CANCELLED',
] as const;
export type DesignRequestStatus = (typeof DESIGN_REQUEST_STATUSES)[number];

export function isDesignRequestStatus(value: unknown): value is DesignRequestStatus {
  return (DESIGN_REQUEST_STATUSES as readonly unknown[]).includes(value);
}

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
  return isDesignRequestStatus(status) ? STATUS_COLORS[status] : 'gray';
}

// Kept exactly as spec §4 gives it: only a DONE request counts as editable, every other status is read-only.
export function isDesignRequestEditable(status: string | null | undefined): boolean {
  return status === 'DONE';
}

// Contents are appended as the request goes back and forth, so the last entry is the current one.
export function latestContent<T>(contents: readonly T[] | null | undefined): T | undefined {
  return contents?.at(-1);
}

/** Who may take an action: the shopper who filed the request, or the store's designers (ADMIN). */
export type DesignRequestActor = 'SHOPPER' | 'DESIGNER';

export const DESIGN_REQUEST_ACTIONS = [
  'process',
  'propose',
  'requestChange',
  'accept',
  'edit',
  'cancel',
] as const;
export type DesignRequestAction = (typeof DESIGN_REQUEST_ACTIONS)[number];

type ActionRule = { by: DesignRequestActor; from: readonly DesignRequestStatus[]; to: DesignRequestStatus };

const OPEN: readonly DesignRequestStatus[] = ['NEW', 'PROCESSING', 'WAITING_APPROVAL', 'REQUEST_FOR_CHANGE'];

// The one table of allowed moves (the spec leaves them open). A designer picks a new or sent-back request
// up, then answers it with a proposal; the shopper accepts it or asks for a change; editing is allowed
// only on a DONE request (spec §4) and files it again as NEW; DONE and CANCELLED are otherwise final.
const ACTION_RULES: Readonly<Record<DesignRequestAction, ActionRule>> = {
  process: { by: 'DESIGNER', from: ['NEW', 'REQUEST_FOR_CHANGE'], to: 'PROCESSING' },
  propose: { by: 'DESIGNER', from: ['PROCESSING'], to: 'WAITING_APPROVAL' },
  requestChange: { by: 'SHOPPER', from: ['WAITING_APPROVAL'], to: 'REQUEST_FOR_CHANGE' },
  accept: { by: 'SHOPPER', from: ['WAITING_APPROVAL'], to: 'DONE' },
  edit: { by: 'SHOPPER', from: ['DONE'], to: 'NEW' },
  cancel: { by: 'DESIGNER', from: OPEN, to: 'CANCELLED' },
};

/** Every status a request may move to from `from`, whoever moves it. */
export function designRequestTransitions(from: DesignRequestStatus): DesignRequestStatus[] {
  const targets = Object.values(ACTION_RULES).flatMap((rule) => (rule.from.includes(from) ? [rule.to] : []));
  return [...new Set(targets)];
}

/** The actions `actor` can take on a request in `status`, for the buttons a page offers. */
export function designRequestActions(
  status: string | null | undefined,
  actor: DesignRequestActor,
): DesignRequestAction[] {
  if (!isDesignRequestStatus(status)) return [];
  return DESIGN_REQUEST_ACTIONS.filter((action) => {
    const rule = ACTION_RULES[action];
    return rule.by === actor && rule.from.includes(status);
  });
}

const ACTION_NAMES: Readonly<Record<DesignRequestAction, string>> = {
  process: 'processed',
  propose: 'given a proposal',
  requestChange: 'sent back for a change',
  accept: 'accepted',
  edit: 'edited',
  cancel: 'cancelled',
};

/** Why a move the table does not allow is refused, as the web names it to the person who tried. */
export type DesignRequestMoveRefusal =
  | 'DESIGN_REQUEST_NOT_EDITABLE'
  | 'DESIGN_REQUEST_CLOSED'
  | 'PROPOSAL_NOT_READY'
  | 'PROPOSAL_ALREADY_ANSWERED'
  | 'DESIGN_REQUEST_ALREADY_IN_PROGRESS'
  | 'DESIGN_REQUEST_NOT_IN_PROGRESS'
  | 'DESIGN_REQUEST_AWAITING_SHOPPER';

const ANSWERED: readonly DesignRequestStatus[] = ['REQUEST_FOR_CHANGE', 'DONE'];

/** The reason `action` cannot be taken on a request in `from` (a status the table does not move it from). */
export function designRequestMoveRefusal(
  action: DesignRequestAction,
  from: DesignRequestStatus,
): DesignRequestMoveRefusal {
  if (action === 'edit') return 'DESIGN_REQUEST_NOT_EDITABLE';
  if (from === 'CANCELLED') return 'DESIGN_REQUEST_CLOSED';
  if (action === 'accept' || action === 'requestChange') {
    return ANSWERED.includes(from) ? 'PROPOSAL_ALREADY_ANSWERED' : 'PROPOSAL_NOT_READY';
  }
  if (from === 'DONE') return 'DESIGN_REQUEST_CLOSED';
  if (from === 'WAITING_APPROVAL') return 'DESIGN_REQUEST_AWAITING_SHOPPER';
  return action === 'process' ? 'DESIGN_REQUEST_ALREADY_IN_PROGRESS' : 'DESIGN_REQUEST_NOT_IN_PROGRESS';
}

/** Every reason `action` can be refused with, for the contract's declaration of its endpoint. */
export function designRequestMoveRefusals(action: DesignRequestAction): DesignRequestMoveRefusal[] {
  const refused = DESIGN_REQUEST_STATUSES.filter((from) => !ACTION_RULES[action].from.includes(from));
  return [...new Set(refused.map((from) => designRequestMoveRefusal(action, from)))];
}

/**
 * The status `action` moves a request in `from` to. A move the table does not allow is a CONFLICT (the
 * request is not in a state that allows it), whoever asks; who may ask at all is the caller's check.
 */
export function nextDesignRequestStatus(
  action: DesignRequestAction,
  from: DesignRequestStatus,
): DesignRequestStatus {
  const rule = ACTION_RULES[action];
  if (!rule.from.includes(from)) {
    throw new DomainError(
      'CONFLICT',
      `A design request that is ${from} cannot be ${ACTION_NAMES[action]}; allowed from ${rule.from.join(', ')}`,
      { reason: designRequestMoveRefusal(action, from), details: { status: from } },
    );
  }
  return rule.to;
}

export function designRequestActor(action: DesignRequestAction): DesignRequestActor {
  return ACTION_RULES[action].by;
}

// The proposed products can go to the cart once they are proposed, and still after the shopper accepted.
const CART_READY: readonly DesignRequestStatus[] = ['WAITING_APPROVAL', 'DONE'];

export function canAddProposalToCart(status: string | null | undefined): boolean {
  return isDesignRequestStatus(status) && CART_READY.includes(status);
}

/**
 * Whether the shopper has anything to answer on the request's page: a proposal to accept or send back, its
 * products to put in the cart, or a finished request to edit. A request still with the designers has none,
 * so its page shows no empty reply box.
 */
export function shopperHasAnswer(
  status: string | null | undefined,
  shopperActions: readonly DesignRequestAction[],
  hasProducts: boolean,
): boolean {
  return (
    shopperActions.includes('accept') ||
    shopperActions.includes('requestChange') ||
    (hasProducts && canAddProposalToCart(status)) ||
    isDesignRequestEditable(status)
  );
}

/** Every product is in the cart; a request without products has nothing to add, so it is not. */
export function allProductsInCart(products: readonly { inCart: boolean }[]): boolean {
  return products.length > 0 && products.every((product) => product.inCart);
}
