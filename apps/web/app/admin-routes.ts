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
    route('products', 'routes/admin-products.tsx'),
    route('products/:id', 'routes/admin-product.tsx'),
    route('categories', 'routes/admin-categories.tsx'),
    route('categories/:id', 'routes/admin-category.tsx'),
    route('home-picks', 'routes/admin-products-home.tsx'),
    route('topics', 'routes/admin-topics.tsx'),
    route('embroidery-icons', 'routes/admin-embroidery-icons.tsx'),
    route('reviews', 'routes/admin-reviews.tsx'),
  ]),
  // Outside the layout: a CSV, and papers to print without the back office's frame.
  route('admin/orders/export.csv', 'routes/admin-orders-csv.ts'),
  route('admin/orders/:id/packing-slip', 'routes/admin-order-packing-slip.tsx'),
  route('admin/orders/:id/invoice', 'routes/admin-order-invoice.tsx'),
];
