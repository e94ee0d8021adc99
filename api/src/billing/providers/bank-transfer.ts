import { notFound } from '../../errors.ts';
import { cardPaymentsUnavailable, type PaymentProvider } from './index.ts';

/**
 * The default: clients pay by bank transfer to the IBAN printed on the invoice, and the therapist
 * records what arrived. There is no account to open and no event to receive, so every card
 * operation answers that cards are not offered here.
 */
export function bankTransferProvider(): PaymentProvider {
  const unavailable = async (): Promise<never> => {
    throw cardPaymentsUnavailable('Card payments are not configured on this installation');
  };
  return {
    cardPayments: false,
    feePercent: 0,
    createAccount: unavailable,
    onboardingUrl: unavailable,
    accountStatus: unavailable,
    createCheckout: unavailable,
    checkoutState: unavailable,
    expireCheckout: unavailable,
    verifyEvent: () => {
      throw notFound('No payment provider sends events to this installation');
    },
    checkoutPayment: unavailable,
    chargeWithRefunds: unavailable,
    refundCharge: unavailable,
    payout: unavailable,
  };
}
