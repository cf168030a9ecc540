import { index, route } from '@react-router/dev/routes';

// The back office (`/:lang/admin`), inside its own layout. Its route modules are only ever imported from
// here, so React Router splits them into chunks that no storefront page loads.
export const adminRoutes = [
  route('admin', 'routes/layouts/admin-layout.tsx', [
    index('routes/admin-home.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('orders/:id', 'routes/admin-order.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:id', 'routes/admin-customer.tsx'),
    route('production', 'routes/admin-production.tsx'),
    route('staff', 'routes/admin-staff.tsx'),
    route('audit-log', 'routes/admin-audit-log.tsx'),
    route('orders/:id/refund', 'routes/admin-order-refund.tsx'),
    route('returns', 'routes/admin-returns.tsx'),
    route('returns/:id', 'routes/admin-return.tsx'),
    route('payouts', 'routes/admin-payouts.tsx'),
    route('payouts/:id', 'routes/admin-payout-batch.tsx'),
  ]),
  // Outside the layout: a CSV, and papers to print without the back office's frame.
  route('admin/orders/export.csv', 'routes/admin-orders-csv.ts'),
  route('admin/payouts/:id/bank.csv', 'routes/admin-payout-csv.ts'),
  route('admin/orders/:id/packing-slip', 'routes/admin-order-packing-slip.tsx'),
  route('admin/orders/:id/invoice', 'routes/admin-order-invoice.tsx'),
];
