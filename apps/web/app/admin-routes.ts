import { index, route } from '@react-router/dev/routes';

// The back office (`/:lang/admin`), inside its own layout. Its route modules are only ever imported from
// here, so React Router splits them into chunks that no storefront page loads.
export const adminRoutes = [
  route('admin', 'routes/layouts/admin-layout.tsx', [
    index('routes/admin-home.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:id', 'routes/admin-customer.tsx'),
    route('production', 'routes/admin-production.tsx'),
  ]),
];
