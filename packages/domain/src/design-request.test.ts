import { describe, expect, it } from 'vitest';
import {
  allProductsInCart,
  canAddProposalToCart,
  DESIGN_REQUEST_ACTIONS,
  DESIGN_REQUEST_STATUSES,
  type DesignRequestStatus,
  designRequestActions,
  designRequestActor,
  designRequestMoveRefusal,
  designRequestMoveRefusals,
  designRequestStatusColor,
  designRequestTransitions,
  isDesignRequestEditable,
  latestContent,
  nextDesignRequestStatus,
  shopperHasAnswer,
} from './design-request';
import { DomainError } from './errors';

describe('design request statuses', () => {
  it('are the six spec values', () => {
    expect(DESIGN_REQUEST_STATUSES).toEqual([
      'NEW',
      'PROCESSING',
      'WAITING_APPROVAL',
      'REQUEST_FOR_CHANGE',
      'DONE',
      'CANCELLED',
    ]);
  });

  it('have their colours, grey for cancelled and unknown', () => {
    expect(designRequestStatusColor('NEW')).toBe('indigo');
    expect(designRequestStatusColor('PROCESSING')).toBe('amber');
    expect(designRequestStatusColor('WAITING_APPROVAL')).toBe('green');
    expect(designRequestStatusColor('REQUEST_FOR_CHANGE')).toBe('red');
    expect(designRequestStatusColor('DONE')).toBe('lime');
    expect(designRequestStatusColor('CANCELLED')).toBe('gray');
    expect(designRequestStatusColor('ARCHIVED')).toBe('gray');
    expect(designRequestStatusColor(null)).toBe('gray');
  });
});

describe('isDesignRequestEditable', () => {
  it('is true for DONE only', () => {
    expect(isDesignRequestEditable('DONE')).toBe(true);
    for (const status of ['NEW', 'PROCESSING', 'WAITING_APPROVAL', 'REQUEST_FOR_CHANGE', 'CANCELLED', null]) {
      expect(isDesignRequestEditable(status)).toBe(false);
    }
  });
});

describe('latestContent', () => {
  it('is the last entry', () => {
    expect(latestContent([{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual({ id: 3 });
  });

  it('is undefined without contents', () => {
    expect(latestContent([])).toBeUndefined();
    expect(latestContent(null)).toBeUndefined();
  });
});

describe('design request transitions', () => {
  const allowed: [string, DesignRequestStatus, DesignRequestStatus][] = [
    ['process', 'NEW', 'PROCESSING'],
    ['process', 'REQUEST_FOR_CHANGE', 'PROCESSING'],
    ['propose', 'PROCESSING', 'WAITING_APPROVAL'],
    ['requestChange', 'WAITING_APPROVAL', 'REQUEST_FOR_CHANGE'],
    ['accept', 'WAITING_APPROVAL', 'DONE'],
    ['edit', 'DONE', 'NEW'],
    ['cancel', 'NEW', 'CANCELLED'],
    ['cancel', 'PROCESSING', 'CANCELLED'],
    ['cancel', 'WAITING_APPROVAL', 'CANCELLED'],
    ['cancel', 'REQUEST_FOR_CHANGE', 'CANCELLED'],
  ];

  it('allows exactly the moves of the table, from every status', () => {
    for (const action of DESIGN_REQUEST_ACTIONS) {
      for (const from of DESIGN_REQUEST_STATUSES) {
        const expected = allowed.find(([a, f]) => a === action && f === from)?.[2];
        if (expected) expect(nextDesignRequestStatus(action, from)).toBe(expected);
        else expect(() => nextDesignRequestStatus(action, from)).toThrow(DomainError);
      }
    }
  });

  it('refuses with a CONFLICT that says why', () => {
    try {
      nextDesignRequestStatus('accept', 'NEW');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'CONFLICT',
        reason: 'PROPOSAL_NOT_READY',
        details: { status: 'NEW' },
        message: 'A design request that is NEW cannot be accepted; allowed from WAITING_APPROVAL',
      });
    }
  });

  it('names why a move is refused, and lists every such reason per action', () => {
    expect(designRequestMoveRefusal('edit', 'PROCESSING')).toBe('DESIGN_REQUEST_NOT_EDITABLE');
    expect(designRequestMoveRefusal('accept', 'DONE')).toBe('PROPOSAL_ALREADY_ANSWERED');
    expect(designRequestMoveRefusal('requestChange', 'REQUEST_FOR_CHANGE')).toBe('PROPOSAL_ALREADY_ANSWERED');
    expect(designRequestMoveRefusal('accept', 'CANCELLED')).toBe('DESIGN_REQUEST_CLOSED');
    expect(designRequestMoveRefusal('process', 'DONE')).toBe('DESIGN_REQUEST_CLOSED');
    expect(designRequestMoveRefusal('process', 'PROCESSING')).toBe('DESIGN_REQUEST_ALREADY_IN_PROGRESS');
    expect(designRequestMoveRefusal('propose', 'NEW')).toBe('DESIGN_REQUEST_NOT_IN_PROGRESS');
    expect(designRequestMoveRefusal('propose', 'WAITING_APPROVAL')).toBe('DESIGN_REQUEST_AWAITING_SHOPPER');
    expect(designRequestMoveRefusals('accept')).toEqual([
      'PROPOSAL_NOT_READY',
      'PROPOSAL_ALREADY_ANSWERED',
      'DESIGN_REQUEST_CLOSED',
    ]);
    expect(designRequestMoveRefusals('cancel')).toEqual(['DESIGN_REQUEST_CLOSED']);
  });

  it('lists where each status can go; DONE only back to NEW by an edit, CANCELLED nowhere', () => {
    expect(designRequestTransitions('NEW')).toEqual(['PROCESSING', 'CANCELLED']);
    expect(designRequestTransitions('WAITING_APPROVAL')).toEqual(['REQUEST_FOR_CHANGE', 'DONE', 'CANCELLED']);
    expect(designRequestTransitions('DONE')).toEqual(['NEW']);
    expect(designRequestTransitions('CANCELLED')).toEqual([]);
  });

  it('offers each side only its own actions', () => {
    expect(designRequestActions('NEW', 'DESIGNER')).toEqual(['process', 'cancel']);
    expect(designRequestActions('NEW', 'SHOPPER')).toEqual([]);
    expect(designRequestActions('WAITING_APPROVAL', 'SHOPPER')).toEqual(['requestChange', 'accept']);
    expect(designRequestActions('DONE', 'SHOPPER')).toEqual(['edit']);
    expect(designRequestActions('ARCHIVED', 'DESIGNER')).toEqual([]);
    expect(designRequestActor('propose')).toBe('DESIGNER');
    expect(designRequestActor('accept')).toBe('SHOPPER');
  });
});

describe('proposals in the cart', () => {
  it('can be added while waiting for approval and once done', () => {
    expect(DESIGN_REQUEST_STATUSES.filter(canAddProposalToCart)).toEqual(['WAITING_APPROVAL', 'DONE']);
    expect(canAddProposalToCart(undefined)).toBe(false);
  });

  it('are all in the cart only when there is at least one and every one is', () => {
    expect(allProductsInCart([])).toBe(false);
    expect(allProductsInCart([{ inCart: true }, { inCart: false }])).toBe(false);
    expect(allProductsInCart([{ inCart: true }, { inCart: true }])).toBe(true);
  });
});

describe('shopperHasAnswer', () => {
  const answerable = (status: DesignRequestStatus, hasProducts: boolean) =>
    shopperHasAnswer(status, designRequestActions(status, 'SHOPPER'), hasProducts);

  it('has nothing to answer while the designers have the request', () => {
    expect(answerable('NEW', false)).toBe(false);
    expect(answerable('PROCESSING', false)).toBe(false);
    expect(answerable('REQUEST_FOR_CHANGE', true)).toBe(false);
    expect(answerable('CANCELLED', true)).toBe(false);
  });

  it('answers a proposal, and edits or buys a finished request', () => {
    expect(answerable('WAITING_APPROVAL', true)).toBe(true);
    expect(answerable('DONE', false)).toBe(true);
  });
});
