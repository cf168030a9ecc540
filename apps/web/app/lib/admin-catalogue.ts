import type { Locale } from '@seed/domain/locale';
import arAudit from '../locales/ar/admin/audit.json';
import arBlankItems from '../locales/ar/admin/blank-items.json';
import arCatalogue from '../locales/ar/admin/catalogue.json';
import arContent from '../locales/ar/admin/content.json';
import arCustomers from '../locales/ar/admin/customers.json';
import arHome from '../locales/ar/admin/home.json';
import arLayout from '../locales/ar/admin/layout.json';
import arModeration from '../locales/ar/admin/moderation.json';
import arOrders from '../locales/ar/admin/orders.json';
import arPayouts from '../locales/ar/admin/payouts.json';
import arProduction from '../locales/ar/admin/production.json';
import arPromotions from '../locales/ar/admin/promotions.json';
import arRefunds from '../locales/ar/admin/refunds.json';
import arReturns from '../locales/ar/admin/returns.json';
import arStaff from '../locales/ar/admin/staff.json';
import arStock from '../locales/ar/admin/stock.json';
import enAudit from '../locales/en/admin/audit.json';
import enBlankItems from '../locales/en/admin/blank-items.json';
import enCatalogue from '../locales/en/admin/catalogue.json';
import enContent from '../locales/en/admin/content.json';
import enCustomers from '../locales/en/admin/customers.json';
import enHome from '../locales/en/admin/home.json';
import enLayout from '../locales/en/admin/layout.json';
import enModeration from '../locales/en/admin/moderation.json';
import enOrders from '../locales/en/admin/orders.json';
import enPayouts from '../locales/en/admin/payouts.json';
import enProduction from '../locales/en/admin/production.json';
import enPromotions from '../locales/en/admin/promotions.json';
import enRefunds from '../locales/en/admin/refunds.json';
import enReturns from '../locales/en/admin/returns.json';
import enStaff from '../locales/en/admin/staff.json';
import enStock from '../locales/en/admin/stock.json';

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
  promotions: enPromotions,
  content: enContent,
  blankItems: enBlankItems,
  moderation: enModeration,
  stock: enStock,
  catalogue: enCatalogue,
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
  promotions: arPromotions,
  content: arContent,
  blankItems: arBlankItems,
  moderation: arModeration,
  stock: arStock,
  catalogue: arCatalogue,
  payouts: arPayouts,
};

export const ADMIN_MESSAGES: Record<Locale, AdminMessages> = { ar, en };
