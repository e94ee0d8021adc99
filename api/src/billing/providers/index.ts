import type { Config } from '../../config.ts';
import type { CountryCode, Currency, PayoutStatus, StripeAccountStatus } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { bankTransferProvider } from './bank-transfer.ts';
import { stripeProvider } from './stripe.ts';

/**
 * How clients pay a practice's invoices. Bank transfer needs nothing but the IBAN on the invoice;
 * cards go through a payment provider (Stripe Connect), where each practice has an account of its
 * own and the money reaches the practice without passing through the platform. Every question the
 * webhook asks is answered from the provider's current state, never from an event's copy of it,
 * so replayed or out-of-order events end in the same place.
 */
export interface PaymentProvider {
  /** Card payments can be offered on this installation. */
  readonly cardPayments: boolean;
  /** The platform's fee on each card payment, in percent. */
  readonly feePercent: number;

  /** The practice's payment account, created once per practice however often it is asked. */
  createAccount(practice: { therapistId: string; country: CountryCode; email: string }): Promise<string>;
  /** Where the therapist gives the provider their details; it sends them back to `returnUrl`. */
  onboardingUrl(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  accountStatus(accountId: string): Promise<Exclude<StripeAccountStatus, 'none'>>;

  /** A hosted payment page for what is still owed on an invoice, charged on the practice's account. */
  createCheckout(accountId: string, checkout: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A checkout made earlier, to offer again while it is open. */
  checkoutState(accountId: string, sessionId: string): Promise<CheckoutState>;
  /** Closes an open checkout whose amount no longer matches what is owed. */
  expireCheckout(accountId: string, sessionId: string): Promise<void>;

  /** The event in a webhook's body, if its signature is the provider's; otherwise InvalidSignatureError. */
  verifyEvent(payload: Buffer, signature: string): ProviderEvent;
  /** The card payment a completed checkout made, once the money is there. */
  checkoutPayment(accountId: string, sessionId: string): Promise<CardPayment | undefined>;
  /** A charge's payment with every refund made of it so far. */
  chargeWithRefunds(accountId: string, chargeId: string): Promise<{ payment: CardPayment; refunds: CardRefund[] }>;
  /** The charge a refund belongs to. */
  refundCharge(accountId: string, refundId: string): Promise<string>;
  payout(accountId: string, payoutId: string): Promise<ProviderPayout>;
}

export interface CheckoutRequest {
  invoiceId: string;
  /** Varies with what is owed, so a changed balance gets a new page and a repeated click the same one. */
  idempotencyKey: string;
  description: string;
  amountMinor: number;
  currency: Currency;
  feeMinor: number;
  locale: string;
  customerEmail: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutState {
  /** `open`: can still be paid; `complete`: paid or being paid; `expired`: a new one is needed. */
  status: 'open' | 'complete' | 'expired';
  /** The money is there (a bank debit completes the checkout before it arrives). */
  paid: boolean;
  amountMinor: number;
  url: string | null;
}

/** What a webhook event says happened, by the ids needed to look up what is true now. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The connected account it happened on; null for the platform's own events. */
  account: string | null;
  objectId: string;
}

export interface CardPayment {
  /** The invoice the payment was asked for (from the checkout's metadata), unverified. */
  invoiceId: string | undefined;
  /** The payment intent: one per checkout, so a replayed event cannot record it twice. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  balanceTransactionId: string | null;
}

export interface CardRefund {
  id: string;
  amountMinor: number;
  createdAt: Date;
  /** Only refunds that went through take money back from the invoice. */
  succeeded: boolean;
  balanceTransactionId: string | null;
}

export interface ProviderPayout {
  id: string;
  amountMinor: number;
  currency: string;
  status: PayoutStatus;
  arrivalDate: string | null;
  /** The balance transactions (charges, refunds, fees) it pays out. */
  balanceTransactionIds: string[];
}

export class InvalidSignatureError extends AppError {
  constructor(message: string) {
    super('INVALID_SIGNATURE', 400, message);
  }
}

export const cardPaymentsUnavailable = (message = 'Card payments are not available for this practice') =>
  new AppError('CARD_PAYMENTS_UNAVAILABLE', 409, message);

/** Stripe when it is configured; otherwise bank transfer only, which needs no outside service. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>): PaymentProvider {
  return config.stripe ? stripeProvider(config.stripe) : bankTransferProvider();
}
