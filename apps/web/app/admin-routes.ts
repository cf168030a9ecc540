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
    route('vouchers', 'routes/admin-vouchers.tsx'),
    route('vouchers/new', 'routes/admin-voucher-new.tsx'),
    route('vouchers/:id', 'routes/admin-voucher.tsx'),
    route('gift-cards', 'routes/admin-gift-cards.tsx'),
    route('discounts', 'routes/admin-discounts.tsx'),
    route('delivery', 'routes/admin-delivery.tsx'),
    route('slides', 'routes/admin-slides.tsx'),
    route('slides/:id', 'routes/admin-slide.tsx'),
    route('banners', 'routes/admin-banners.tsx'),
    route('banners/:id', 'routes/admin-banner.tsx'),
    route('pages', 'routes/admin-pages.tsx'),
    route('pages/:slug', 'routes/admin-page.tsx'),
    route('bundles', 'routes/admin-bundles.tsx'),
    route('bundles/:id', 'routes/admin-bundle.tsx'),
    route('templates', 'routes/admin-templates.tsx'),
    route('templates/:id', 'routes/admin-template.tsx'),
  ]),
  // Outside the layout: a CSV, and papers to print without the back office's frame.
  route('admin/orders/export.csv', 'routes/admin-orders-csv.ts'),
  route('admin/gift-cards/batches/:id/codes.csv', 'routes/admin-gift-card-codes-csv.ts'),
  route('admin/orders/:id/packing-slip', 'routes/admin-order-packing-slip.tsx'),
  route('admin/orders/:id/invoice', 'routes/admin-order-invoice.tsx'),
];
