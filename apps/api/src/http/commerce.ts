import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { ShippingAdapter } from '../adapters/shipping/shipping-adapter';
import type { Mailer } from '../modules/mail/mailer';
import type { ModuleOptions } from './module';

/** What the checkout, orders and payments modules receive beside the database: their outside services. */
export type CommerceOptions = ModuleOptions & {
  shipping: ShippingAdapter;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  /** ORDER_PAYMENT_TIMEOUT_MINUTES: how long a payment page stays payable before the order expires. */
  paymentTimeoutMinutes: number;
};
