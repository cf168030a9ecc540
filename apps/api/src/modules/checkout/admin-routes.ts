import {
  adminDiscountTiers,
  adminVouchers,
  VOUCHER_PAGE_SIZE,
  VOUCHER_USES_PAGE_SIZE,
} from '@seed/contract/admin-promotions';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { setDiscountTiers } from './admin-discount-tiers';
import { createVoucher, listVouchers, updateVoucher, voucherDetail, voucherStatus } from './admin-vouchers';
import { readDiscountTiers } from './discount-tiers';

// Stored amounts are KWD fils; the desk shows them in KWD whatever the browsing currency.
const kwd = (fils: number) => convertFils(fils, 'KWD');
const kwdOrNull = (fils: number | null) => (fils === null ? null : kwd(fils));

type VoucherRow = Parameters<typeof voucherStatus>[0];
const presentVoucher = (voucher: VoucherRow) => ({
  id: voucher.id,
  code: voucher.code,
  kind: voucher.amountOff === null ? ('PERCENT' as const) : ('AMOUNT' as const),
  percent: voucher.percent,
  amountOff: kwdOrNull(voucher.amountOff),
  maxDiscount: kwdOrNull(voucher.maxDiscount),
  minAmount: kwdOrNull(voucher.minAmount),
  startsAt: voucher.startsAt,
  expiresAt: voucher.expiresAt,
  usageLimit: voucher.usageLimit,
  perUserLimit: voucher.perUserLimit,
  usedCount: voucher.usedCount,
  isActive: voucher.isActive,
  status: voucherStatus(voucher),
  createdAt: voucher.createdAt,
});

const presentTiers = (tiers: { minSubtotal: number; percent: number }[]) => ({
  tiers: tiers.map((tier) => ({ minSubtotal: kwd(tier.minSubtotal), percent: tier.percent })),
});

/** The promotions desk's vouchers and discount on amount (issue 21): every call needs `promotions`. */
export async function adminCheckoutRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const actOf = (request: { user: { id: number }; id: string; body: { reason?: string } }) => ({
    staffId: request.user.id,
    reason: request.body.reason ?? null,
    requestId: request.id,
  });

  serve(app, adminVouchers.list, async (request) => {
    const { q, status, sort, dir } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: VOUCHER_PAGE_SIZE });
    const page = await listVouchers(db, { q, status, sort, dir }, paging);
    return { ...namedPage('vouchers', page, presentVoucher), total: page.total };
  });

  serve(app, adminVouchers.detail, async (request) => {
    const paging = { limit: VOUCHER_USES_PAGE_SIZE, offset: request.query.usesOffset ?? 0 };
    const { voucher, uses } = await voucherDetail(db, request.params.id, paging);
    return {
      voucher: presentVoucher(voucher),
      uses: namedPage('uses', uses, (use) => ({ ...use, discount: kwd(use.discount) })),
    };
  });

  serve(app, adminVouchers.create, async (request) => createVoucher(db, request.body, actOf(request)));

  serve(app, adminVouchers.update, async (request) =>
    updateVoucher(db, request.params.id, request.body, actOf(request)),
  );

  serve(app, adminDiscountTiers.get, async () => presentTiers(await readDiscountTiers(db)));

  serve(app, adminDiscountTiers.set, async (request) =>
    presentTiers(await setDiscountTiers(db, request.body.tiers, actOf(request))),
  );
}
