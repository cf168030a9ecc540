import type { Config } from '../../config';
import { MyFatoorahGateway } from './myfatoorah-gateway';
import type { PaymentGateway } from './payment-gateway';
import { TestGateway } from './test-gateway';

/** The gateway PAYMENT_GATEWAY names; the config has already checked MyFatoorah's credentials. */
export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'myfatoorah') {
    return new MyFatoorahGateway({ baseUrl: config.MYFATOORAH_BASE_URL, apiKey: config.MYFATOORAH_API_KEY! });
  }
  return new TestGateway();
}
