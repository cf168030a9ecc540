import type { Locale } from '@seed/domain/locale';
import arAudit from '../locales/ar/admin/audit.json';
import arCustomers from '../locales/ar/admin/customers.json';
import arHome from '../locales/ar/admin/home.json';
import arLayout from '../locales/ar/admin/layout.json';
import arOrders from '../locales/ar/admin/orders.json';
import arPayouts from '../locales/ar/admin/payouts.json';
import arProduction from '../locales/ar/admin/production.json';
import arRefunds from '../locales/ar/admin/refunds.json';
import arReturns from '../locales/ar/admin/returns.json';
import arStaff from '../locales/ar/admin/staff.json';
import enAudit from '../locales/en/admin/audit.json';
import enCustomers from '../locales/en/admin/customers.json';
import enHome from '../locales/en/admin/home.json';
import enLayout from '../locales/en/admin/layout.json';
import enOrders from '../locales/en/admin/orders.json';
import enPayouts from '../locales/en/admin/payouts.json';
import enProduction from '../locales/en/admin/production.json';
import enRefunds from '../locales/en/admin/refunds.json';
import enReturns from '../locales/en/admin/returns.json';
import enStaff from '../locales/en/admin/staff.json';

// The back office's messages, one file per desk so that each desk's strings change on their own. English is
// the reference: its shape types every key under admin (desk, then key), so a key missing from Arabic fails
// the type check.
const en = {
  layout: enLayout,
  home: enHome,
  orders: enOrders,
  production: enProduction,
  refunds: enRefunds,
  returns: enReturns,
  customers: enCustomers,
  staff: enStaff,
  audit: enAudit,
  payouts: enPayouts,
};
export type AdminMessages = typeof en;

const ar: AdminMessages = {
  layout: arLayout,
  home: arHome,
  orders: arOrders,
  production: arProduction,
  refunds: arRefunds,
  returns: arReturns,
  customers: arCustomers,
  staff: arStaff,
  audit: arAudit,
  payouts: arPayouts,
};

export const ADMIN_MESSAGES: Record<Locale, AdminMessages> = { ar, en };
